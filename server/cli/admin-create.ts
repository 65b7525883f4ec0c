import path from "node:path";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { createDb } from "#app/db/client.server";
import { users } from "#app/db/schema/auth";
import { recordAudit } from "#app/db/audit.server";
import { passwordPolicyProblem } from "#app/features/auth/password-policy.schema";
import { hashPassword } from "#app/features/auth/password.server";
import { acquireDataDirLock } from "../data-dir-lock";
import { loadEnv } from "../env";

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
  if (!username || !/^[a-zA-Z0-9._-]{3,64}$/.test(username)) {
    throw new Error(`--username must be 3-64 letters, digits, dots, dashes or underscores.\n${USAGE}`);
  }
  const env = loadEnv();
  const password = await readPassword();
  const problem = passwordPolicyProblem(password);
  if (problem) throw new Error(`The password breaks the password policy: ${problem}`);

  const lock = env.DATABASE_URL ? undefined : acquireDataDirLock(env.DATA_DIR);
  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "pglite"),
  });
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    const outcome = await database.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      const [user] = existing
        ? await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id)).returning({ id: users.id })
        : await tx.insert(users).values({ username, passwordHash }).returning({ id: users.id });
      const action = existing ? "cli-reset-password" : "cli-create-user";
      await recordAudit(tx, { user: null, action, entityType: "user", entityId: user!.id, details: { username } });
      return existing ? "updated" : "created";
    });
    process.stdout.write(`${outcome === "created" ? `Admin user "${username}" created.` : `Password of "${username}" updated.`}\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
