/**
 * English paragraphs for tuning the espeak variants (bench/espeak-tuning.ts). Deliberately not the held-out
 * paragraphs of held-out-texts.ts: the voices are fitted here and judged there.
 */
export const TUNING_PARAGRAPHS: readonly string[] = [
  'The library in our town has moved into the old railway station. Readers can borrow books, films and music ' +
    'for three weeks, and renew them from home. On Saturday mornings a volunteer reads stories to young children ' +
    'in the waiting room, where the trains once stopped. The garden behind the building is open in the summer, ' +
    'and there is a small cafe that sells tea and cake at fair prices.',
  'To change a flat tyre, first park the car on firm and level ground, away from the traffic. Turn on the hazard ' +
    'lights and put the brake on. Loosen the nuts a little before you lift the car with the jack. Then remove ' +
    'the nuts completely, take the wheel off and fit the spare one in its place. Tighten each nut by hand, lower ' +
    'the car and finally tighten them firmly in a cross pattern.',
];
