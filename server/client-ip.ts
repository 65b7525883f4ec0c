import { BlockList, isIP, type Server, type Socket } from "node:net";

/** Which proxies' X-Forwarded-For is believed: none, the last N hops, or proxies in these CIDRs. */
export type TrustProxy = { kind: "none" } | { kind: "hops"; count: number } | { kind: "cidrs"; list: BlockList };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", count: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an IP address or CIDR`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: "cidrs", list };
}

function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket's, unless trusted proxies sit in front. The chain is read
 * from the right (the nearest hop) so that a value the client wrote itself is never believed.
 */
export function resolveClientIp(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = normalize(socketAddress);
  if (trust.kind === "none" || !forwardedFor) return socket;
  const chain = [...forwardedFor.split(",").map(normalize).filter((hop) => isIP(hop) !== 0), socket];
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.count)]!;
  let index = chain.length - 1;
  while (index > 0 && isTrusted(trust.list, chain[index]!)) index--;
  return chain[index]!;
}

const peerAddresses = new WeakMap<Socket, string>();

/**
 * Notes each connection's peer address when it is accepted. Node reads `socket.remoteAddress` from
 * the live socket, so after a client resets the connection it is undefined (it used to fall back to
 * 127.0.0.1, letting a client spend loopback's rate limits and write a false address into logs).
 */
export function rememberPeerAddresses(server: Server) {
  server.on("connection", (socket: Socket) => {
    if (socket.remoteAddress) peerAddresses.set(socket, socket.remoteAddress);
  });
}

/** The peer address of the request's connection as noted on accept; undefined when there is none. */
export function peerAddress(socket: Socket | undefined): string | undefined {
  if (!socket) return undefined;
  return peerAddresses.get(socket) ?? socket.remoteAddress;
}
