import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadAppEntry } from "../app-entry";
import { loadEnv } from "../env";
import { USERNAME_PATTERN } from "#app/lib/username";

const USAGE = "Usage: npm run admin:create -- --username NAME   (password from the prompt, or from stdin)";

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, "");
  }
  // Prompt without echoing what is typed.
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (question: string) => {
    process.stdout.write(question);
    muted = true;
    const answer = await prompt.question("");
    muted = false;
    process.stdout.write("\n");
    return answer;
  };
  const password = await ask("Şifre: ");
  const repeated = await ask("Şifre (tekrar): ");
  prompt.close();
  if (password !== repeated) throw new Error("The passwords do not match.");
  return password;
}

async function main() {
  const { values } = parseArgs({ options: { username: { type: "string" } } });
  const username = values.username?.trim();
  if (!username || !USERNAME_PATTERN.test(username)) {
    throw new Error(`--username must be 3-64 letters, digits, dots, dashes or underscores.\n${USAGE}`);
  }
  const env = loadEnv();
  const password = await readPassword();
  const { createAdminUser } = await loadAppEntry();
  const outcome = await createAdminUser(env, { username, password });
  process.stdout.write(`${outcome === "created" ? `Admin user "${username}" created.` : `Password of "${username}" updated.`}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
