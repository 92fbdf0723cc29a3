import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { POSTBACK_RESPONSE_EXCERPT_MAX } from '@app/shared';
import { isPrivateAddress, type TAllowance } from './outbound-allow-list';

export interface TPostbackAnswer {
  status: number;
  durationMs: number;
  excerpt: string;
}

export class PostbackRefused extends Error {}

/**
 * Resolves the host as usual, but a wildcard's host that resolves to a private address is refused at the
 * moment of connecting: checking before and connecting after would let a DNS answer change in between.
 */
function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (usable.length === 0) return callback(new PostbackRefused(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/**
 * One GET of a filled postback address: no redirects followed (a redirect could leave the allow-list), an
 * overall deadline, and only the start of the answer read.
 */
export function sendPostback(
  url: URL,
  allowance: Exclude<TAllowance, null>,
  timeoutMs: number,
): Promise<TPostbackAnswer> {
  const started = performance.now();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: { 'user-agent': 'dating-postback/1', accept: '*/*' },
      ...(allowance === 'wildcard' && { lookup: publicOnlyLookup() }),
    });
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.on('response', (response) => {
      let excerpt = '';
      response.setEncoding('utf8');
      const finish = () => {
        clearTimeout(deadline);
        resolve({
          status: response.statusCode ?? 0,
          durationMs: Math.round(performance.now() - started),
          excerpt: excerpt.slice(0, POSTBACK_RESPONSE_EXCERPT_MAX),
        });
      };
      response.on('data', (chunk: string) => {
        excerpt += chunk;
        if (excerpt.length >= POSTBACK_RESPONSE_EXCERPT_MAX) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
    });
    request.end();
  });
}
