/**
 * One fuzzed request to one route: who sends it (anonymous, a signed-in candidate, console staff,
 * a partner, or a garbage Authorization), its path parameters, query, headers and body — each either
 * the world's valid value, that value with one thing changed, or plain garbage.
 */
import fc from 'fast-check';
import type { RegisteredRoute } from '../route-table';
import {
  contentTypes,
  garbageAuthorization,
  hostilePathParam,
  hostileQuery,
  hostileString,
  hostileValue,
  idempotencyKeys,
  invalidUtf8Body,
  jsonText,
  malformedBodyText,
  mutatedBody,
  otherHeaders,
  pathEncoding,
  percentEncode,
  repeatedKeys,
} from './arbitraries';
import { homeIdentities, usesUpTheCandidate, validRequest } from './route-contracts';
import { type FuzzWorld, type Identity, identities } from './world';

/** How the request authenticates: a fresh token of an identity (written one way or another), or a raw header. */
type Auth =
  | {
      kind: 'as';
      identity: Identity;
      style: 'plain' | 'lowercase-scheme' | 'extra-spaces' | 'trailing-garbage' | 'twice';
    }
  | { kind: 'raw'; value: string };

export interface FuzzRequest {
  method: RegisteredRoute['method'];
  path: string;
  auth: Auth;
  headers: [string, string][];
  body?: string | Uint8Array<ArrayBuffer>;
}

const preview = (text: string, length = 200) =>
  text.length <= length ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, length))}…(${text.length} chars)`;

/** A short, readable description (fast-check prints it for a counterexample). */
function describeRequest(request: FuzzRequest): string {
  const auth =
    request.auth.kind === 'as' ? `${request.auth.identity}/${request.auth.style}` : preview(request.auth.value, 80);
  const headers = request.headers.map(([name, value]) => `${name}: ${preview(value, 80)}`).join(', ');
  const body =
    request.body === undefined
      ? 'none'
      : typeof request.body === 'string'
        ? preview(request.body)
        : `bytes [${[...request.body].join(',')}]`;
  return `${request.method} ${preview(request.path)} auth=${auth} headers={${headers}} body=${body}`;
}

function authArbitrary(route: RegisteredRoute, world: FuzzWorld): fc.Arbitrary<Auth> {
  const home = homeIdentities(route);
  const as = (who: readonly Identity[]) =>
    fc.record({
      kind: fc.constant('as' as const),
      identity: fc.constantFrom(...who),
      style: fc.constant('plain' as const),
    });
  return fc.oneof(
    { arbitrary: as(home), weight: 6 },
    { arbitrary: as(identities), weight: 3 },
    {
      arbitrary: fc.record({
        kind: fc.constant('as' as const),
        identity: fc.constantFrom(...home),
        style: fc.constantFrom('lowercase-scheme', 'extra-spaces', 'trailing-garbage', 'twice' as const),
      }),
      weight: 1,
    },
    {
      arbitrary: garbageAuthorization(world.ids.candidateId).map((value) => ({ kind: 'raw' as const, value })),
      weight: 2,
    },
  );
}

function pathArbitrary(route: RegisteredRoute, params: Record<string, string>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  if (names.length === 0) return fc.constant(route.path);
  const value = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constant(percentEncode(params[name])), weight: 3 },
      {
        arbitrary: fc
          .tuple(hostilePathParam, pathEncoding)
          .map(([param, encoding]) =>
            encoding === 'raw' ? param.replace(/[?#]/g, percentEncode) : percentEncode(param),
          ),
        weight: 2,
      },
    );
  return fc
    .tuple(...names.map(value))
    .map((values) => route.path.replace(/:(\w+)/g, (_, name: string) => values[names.indexOf(name)]));
}

function queryArbitrary(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  if (!valid) return fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: hostileQuery([]), weight: 2 });
  const keys = Object.keys(valid);
  const oneChanged = fc
    .record({ key: fc.constantFrom(...keys), value: fc.option(hostileString.filter((text) => text.length < 70_000)) })
    .map(({ key, value }) => {
      const params = new URLSearchParams(valid);
      if (value === null) params.delete(key);
      else params.set(key, value);
      return `?${params.toString()}`;
    });
  return fc.oneof(
    { arbitrary: fc.constant(`?${new URLSearchParams(valid).toString()}`), weight: 2 },
    { arbitrary: oneChanged, weight: 4 },
    { arbitrary: repeatedKeys(valid), weight: 1 },
    { arbitrary: hostileQuery(keys), weight: 2 },
  );
}

function bodyArbitrary(valid: unknown, rawBody?: string): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  const garbage = [
    { arbitrary: hostileValue.map(jsonText), weight: 2 },
    { arbitrary: malformedBodyText, weight: 2 },
    { arbitrary: invalidUtf8Body, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (rawBody !== undefined) {
    const spliced = fc
      .tuple(fc.nat({ max: rawBody.length }), hostileString)
      .map(([at, text]) => `${rawBody.slice(0, at)}${text}${rawBody.slice(at)}`);
    return fc.oneof({ arbitrary: fc.constant(rawBody), weight: 3 }, { arbitrary: spliced, weight: 3 }, ...garbage);
  }
  if (valid === undefined) return fc.oneof({ arbitrary: fc.constant('{}'), weight: 2 }, ...garbage);
  return fc.oneof(
    { arbitrary: mutatedBody(valid), weight: 8 },
    { arbitrary: fc.constant(jsonText(valid)), weight: 1 },
    { arbitrary: fc.constant(jsonText([valid])), weight: 1 },
    ...garbage,
  );
}

function headersArbitrary(takesBody: boolean, valid: Record<string, string> | undefined) {
  const generated = fc
    .record({
      contentType: takesBody
        ? fc.oneof(
            { arbitrary: fc.constant('application/json'), weight: 8 },
            { arbitrary: fc.option(contentTypes), weight: 2 },
          )
        : fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: contentTypes, weight: 1 }),
      idempotencyKey: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: idempotencyKeys, weight: 1 }),
      others: fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, { arbitrary: otherHeaders, weight: 1 }),
    })
    .map(({ contentType, idempotencyKey, others }) => [
      ...(contentType === null ? [] : [['Content-Type', contentType] as [string, string]]),
      ...(idempotencyKey === null ? [] : [['Idempotency-Key', idempotencyKey] as [string, string]]),
      ...others,
    ]);
  if (!valid) return generated;
  return fc.oneof({ arbitrary: fc.constant(Object.entries(valid)), weight: 3 }, { arbitrary: generated, weight: 1 });
}

/** Requests to `route`, a valid one changed in one or more places, or garbage through and through. */
export function requestArbitrary(route: RegisteredRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(route, world.ids);
  const takesBody = route.method !== 'GET';
  return fc
    .record({
      auth: authArbitrary(route, world),
      path: pathArbitrary(route, valid.params),
      query: queryArbitrary(valid.query),
      headers: headersArbitrary(takesBody, valid.headers),
      body: takesBody ? bodyArbitrary(valid.body, valid.rawBody) : fc.constant(undefined),
    })
    .map(({ auth, path, query, headers, body }) => {
      const request: FuzzRequest = { method: route.method, path: `${path}${query}`, auth, headers, body };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

async function authorization(route: RegisteredRoute, world: FuzzWorld, auth: Auth): Promise<string | undefined> {
  if (auth.kind === 'raw') return auth.value;
  const token =
    auth.identity === 'candidate' && usesUpTheCandidate(route)
      ? (await world.disposableCandidate()).token
      : await world.token(auth.identity);
  if (token === undefined) return undefined;
  switch (auth.style) {
    case 'plain':
      return `Bearer ${token}`;
    case 'lowercase-scheme':
      return `bearer ${token}`;
    case 'extra-spaces':
      return `Bearer    ${token}   `;
    case 'trailing-garbage':
      return `Bearer ${token}x`;
    case 'twice':
      return `Bearer ${token}, Bearer ${token}`;
  }
}

/** Sends the request to the world's app, as a client would; answers the response and the Authorization sent. */
export async function send(route: RegisteredRoute, world: FuzzWorld, request: FuzzRequest) {
  const headers = new Headers();
  for (const [name, value] of request.headers) headers.append(name, value);
  const auth = await authorization(route, world, request.auth);
  if (auth !== undefined) headers.set('Authorization', auth);
  const response = await world.app.request(request.path, { method: request.method, headers, body: request.body });
  return { response, authorization: auth };
}
