/**
 * An accordion as the WAI-ARIA pattern describes it: each header is a button inside a heading,
 * with aria-expanded and aria-controls; Enter and Space toggle (native buttons), ArrowDown and
 * ArrowUp move between headers (wrapping), Home and End go to the first and last. With `multiple`
 * any number of panels stay open; without it, opening one closes the others.
 */
import { styled } from '@linaria/react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { color, font, space } from '../../ui/tokens';

export interface AccordionItem {
  /** Stable within the list. */
  key: string | number;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  multiple?: boolean;
  /** The level of the headings around the buttons, after the page's own headings. */
  headingLevel?: 2 | 3;
  /** Keys open at first. */
  initiallyOpen?: readonly (string | number)[];
}

/** Past this many panels, panels are not landmarks: too many regions drown a screen reader's list. */
const REGION_MAX = 6;

const List = styled.div`
  border-top: 1px solid ${color.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${color.border};

  & h2,
  & h3 {
    margin: 0;
    font-size: ${font.size.body};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${space.md};
  width: 100%;
  min-height: 56px;
  padding: ${space.lg} ${space.xs};
  border: 0;
  background: none;
  font-weight: ${font.weight.bold};
  line-height: 1.5;
  text-align: left;
  cursor: pointer;

  & > span:first-child {
    flex: 1;
  }
  &[aria-expanded='true'] {
    color: ${color.primary};
  }
`;

const Chevron = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  margin-right: ${space.xs};
  border-right: 2px solid ${color.textMuted};
  border-bottom: 2px solid ${color.textMuted};
  transform: translateY(-3px) rotate(45deg);
  transition: transform 100ms;

  [aria-expanded='true'] > & {
    transform: translateY(2px) rotate(-135deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${space.xs} ${space.lg};
  color: ${color.textSub};
  line-height: 1.7;
  white-space: pre-line;
`;

export function Accordion({ items, multiple = false, headingLevel = 2, initiallyOpen = [] }: AccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set(initiallyOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (key: string | number) =>
    setOpen((current) => {
      if (current.has(key)) {
        const next = new Set(current);
        next.delete(key);
        return next;
      }
      return multiple ? new Set([...current, key]) : new Set([key]);
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const buttonId = `${prefix}-button-${index}`;
        const panelId = `${prefix}-panel-${index}`;
        return (
          <Item key={item.key}>
            <Heading>
              <Toggle
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <Chevron aria-hidden="true" />
              </Toggle>
            </Heading>
            <Panel
              id={panelId}
              role={items.length <= REGION_MAX ? 'region' : undefined}
              aria-labelledby={buttonId}
              hidden={!expanded}
            >
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
