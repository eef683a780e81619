import { readFileSync } from 'node:fs';

/**
 * The local addresses a TCP port is listened on, read from the kernel's socket tables (Linux's
 * /proc/net/tcp and tcp6: https://www.kernel.org/doc/Documentation/networking/proc_net_tcp.txt), so a test
 * sees what a neighbour on the network would, whatever the server says of itself.
 */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [address, hexPort] = local.split(':');
      if (address === undefined || hexPort === undefined || parseInt(hexPort, 16) !== port) continue;
      found.push(address.length === 8 ? ipv4(address) : ipv6(address));
    }
  }
  return found.sort();
}

/** 0100007F → 127.0.0.1 (the table writes each address in the machine's byte order: little-endian here). */
const ipv4 = (hex: string) =>
  hex
    .match(/../g)!
    .reverse()
    .map((byte) => parseInt(byte, 16))
    .join('.');

const ipv6 = (hex: string) => (/^0+$/.test(hex) ? '::' : /^0{24}01000000$/i.test(hex) ? '::1' : hex);
