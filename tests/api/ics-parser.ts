/**
 * A strict reader of iCalendar files (RFC 5545) for the tests: no calendar parser is installed, and a
 * test that only looks for substrings would pass a file calendars refuse. It refuses what §3.1
 * forbids — a line not ended by CRLF, a physical line over 75 octets, a content line without
 * `name:value`, components that do not nest — and reads DATE-TIME values (§3.3.5) as instants:
 * UTC ones (`…Z`) only, or with a TZID parameter naming Asia/Seoul (a fixed UTC+9).
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const NAME = /^[A-Za-z0-9-]+$/;

function contentLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const encoder = new TextEncoder();
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in: ${line}`);
    if (encoder.encode(line).length > 75) throw new Error(`a line over 75 octets: ${line}`);
  }
  const unfolded: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (unfolded.length === 0) throw new Error('the file starts with a continuation line');
      unfolded[unfolded.length - 1] += line.slice(1);
    } else {
      unfolded.push(line);
    }
  }
  return unfolded;
}

/** name *(";" param-name "=" param-value) ":" value, with quoted parameter values. */
function parseLine(line: string): IcsProperty {
  let index = 0;
  const readName = () => {
    const start = index;
    while (index < line.length && /[A-Za-z0-9-]/.test(line[index])) index += 1;
    const name = line.slice(start, index);
    if (!NAME.test(name)) throw new Error(`no name in: ${line}`);
    return name.toUpperCase();
  };
  const name = readName();
  const params: Record<string, string> = {};
  while (line[index] === ';') {
    index += 1;
    const param = readName();
    if (line[index] !== '=') throw new Error(`a parameter without a value in: ${line}`);
    index += 1;
    let value: string;
    if (line[index] === '"') {
      const end = line.indexOf('"', index + 1);
      if (end < 0) throw new Error(`an unclosed quote in: ${line}`);
      value = line.slice(index + 1, end);
      index = end + 1;
    } else {
      const start = index;
      while (index < line.length && !';:,'.includes(line[index])) index += 1;
      value = line.slice(start, index);
    }
    params[param] = value;
  }
  if (line[index] !== ':') throw new Error(`no ':' after the name in: ${line}`);
  return { name, params, value: line.slice(index + 1) };
}

export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of contentLines(text)) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (root) throw new Error('more than one top-level component');
        root = component;
      } else {
        stack[stack.length - 1].components.push(component);
      }
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase())
        throw new Error(`END:${property.value} closes nothing open`);
    } else {
      const open = stack[stack.length - 1];
      if (!open) throw new Error(`a property outside any component: ${line}`);
      open.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('components are not closed');
  return root;
}

/** The single value of a property a component must have exactly once. */
export function only(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((property) => property.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0];
}

/** TEXT values (§3.3.11) unescaped. */
export const textOf = (property: IcsProperty) =>
  property.value.replace(/\\([\\;,nN])/g, (_, character: string) => (/[nN]/.test(character) ? '\n' : character));

/** A DATE-TIME (§3.3.5) as an instant: UTC form, or local time with TZID=Asia/Seoul. */
export function instantOf(property: IcsProperty): Date {
  const match = property.value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/);
  if (!match) throw new Error(`${property.name} is no DATE-TIME: ${property.value}`);
  const [, year, month, day, hour, minute, second, utc] = match;
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  if (utc) {
    if (property.params.TZID) throw new Error(`${property.name} is UTC and names a TZID`);
    return new Date(wall);
  }
  if (property.params.TZID !== 'Asia/Seoul') throw new Error(`${property.name} is floating or in an unknown zone`);
  return new Date(wall - 9 * 60 * 60_000);
}

/**
 * A lenient reader, as some calendars and mail clients are: any line break ends a line — CRLF, a
 * bare CR or LF, and VT, FF, NEL, U+2028 and U+2029, which some readers treat alike — continuation
 * lines are unfolded, and a line it cannot read is skipped instead of refusing the file. Answers
 * the properties it sees in order, each with the components open around it (`VCALENDAR/VEVENT`).
 */
export function readLeniently(text: string): { path: string; name: string; value: string }[] {
  const physical = text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/);
  const lines: string[] = [];
  for (const line of physical) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line !== '') lines.push(line);
  }
  const open: string[] = [];
  const seen: { path: string; name: string; value: string }[] = [];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)(?:;[^:]*)?:(.*)$/s.exec(line);
    if (!match) continue;
    const name = match[1].toUpperCase();
    const value = match[2];
    if (name === 'BEGIN') open.push(value.toUpperCase());
    else if (name === 'END') open.pop();
    else seen.push({ path: open.join('/'), name, value });
  }
  return seen;
}
