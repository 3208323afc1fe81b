import { styled } from '@linaria/react';
import { Chip, ChipRow } from './chip';
import { color, font, space } from './tokens';

const Section = styled.section`
  margin-top: ${space.xl};
`;

const Title = styled.h2`
  margin: 0 0 ${space.sm};
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

interface OfferedPerksProps {
  perks: readonly string[];
  /** 3 inside a sheet, whose own title is the h2. */
  headingLevel?: 2 | 3;
}

/** "함께 제안한 혜택": the perks sent with an offer, as chips; nothing when none were. */
export function OfferedPerks({ perks, headingLevel = 2 }: OfferedPerksProps) {
  if (perks.length === 0) return null;
  return (
    <Section>
      <Title as={headingLevel === 3 ? 'h3' : 'h2'}>함께 제안한 혜택</Title>
      <ChipRow>
        {perks.map((perk) => (
          <Chip key={perk}>{perk}</Chip>
        ))}
      </ChipRow>
    </Section>
  );
}
