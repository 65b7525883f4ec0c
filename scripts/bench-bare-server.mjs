// The yardstick of `npm run bench` (ADR 027): a bare node:http server that sends the same bytes as
// our page cache, read into memory at start — `<root><path>/index.html`, or its `.gz` beside it when
// the request accepts gzip, with our response headers from `headers.json` — with nothing else done
// per request.
//   node scripts/bench-bare-server.mjs ROOT PORT
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [root, port] = process.argv.slice(2);
const pages = new Map();
function load(dir, urlPath) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) load(path.join(dir, entry.name), `${urlPath}${entry.name}/`);
  }
  const file = path.join(dir, "index.html");
  try {
    const key = urlPath === "/" ? "/" : urlPath.slice(0, -1);
    const plain = readFileSync(file);
    const gzip = readFileSync(`${file}.gz`);
    const headers = JSON.parse(readFileSync(path.join(dir, "headers.json"), "utf8")).flat();
    pages.set(key, {
      plain,
      gzip,
      plainHeaders: [...headers, "Content-Length", String(plain.byteLength)],
      gzipHeaders: [...headers, "Content-Encoding", "gzip", "Content-Length", String(gzip.byteLength)],
    });
  } catch {
    // a directory without a page
  }
}
load(root, "/");

createServer((request, response) => {
  if (request.url === "/__ceiling") {
    // The client's ceiling when nginx is not installed: the cheapest answer node:http can give.
    response.writeHead(204).end();
    return;
  }
  const page = pages.get(request.url);
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  const gzip = (request.headers["accept-encoding"] ?? "").includes("gzip");
  response.writeHead(200, gzip ? page.gzipHeaders : page.plainHeaders);
  response.end(gzip ? page.gzip : page.plain);
}).listen(Number(port), "127.0.0.1");
