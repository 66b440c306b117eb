import type { PuzzleRecord } from '@academy/contracts/records';

// Sample puzzles: real chess and math questions, each with four options and the correct one's
// exact text as the answer. Days rotate through the pool so every day has one.

interface Puzzle {
  question: string;
  options: [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
  explanation: string;
}

export const PUZZLE_POOL: readonly Puzzle[] = [
  {
    question: 'After 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6, which move by White gives checkmate?',
    options: ['Qxf7#', 'Qxe5+', 'Bxf7+', 'Qxh7'],
    answer: 0,
    explanation: "The queen takes f7 backed by the bishop on c4; the black king cannot take it or escape. This is the Scholar's Mate.",
  },
  {
    question: 'After 1.f3 e5 2.g4, which move by Black gives checkmate?',
    options: ['Qf6', 'Bc5', 'Qh4#', 'Qg5'],
    answer: 2,
    explanation:
      "The queen checks along the opened e1-h4 diagonal and nothing can block or capture it: the Fool's Mate, the fastest mate in chess.",
  },
  {
    question: 'White: Kg1, Ra1, pawns f2 g2 h2. Black: Kg8, pawns f7 g7 h7. White to move. Which move mates?',
    options: ['Ra7', 'Ra8#', 'Rd1', 'h3'],
    answer: 1,
    explanation: 'The rook checks along the back rank and the king is boxed in by its own pawns: a classic back-rank mate.',
  },
  {
    question: 'White: Kb6, Qg7. Black: Ka8. White to move. Which move is checkmate?',
    options: ['Qc7', 'Qa7#', 'Qg6', 'Qf7'],
    answer: 1,
    explanation:
      'Qa7 is protected by the king and covers b7 and b8. Beware Qc7: it leaves Black no legal move without check, which is stalemate, a draw.',
  },
  {
    question: 'Which special pawn capture is allowed only right after an enemy pawn advances two squares beside yours?',
    options: ['Castling', 'Promotion', 'En passant', 'Fianchetto'],
    answer: 2,
    explanation: 'En passant lets the pawn capture as if the enemy pawn had moved only one square, and only on the very next move.',
  },
  {
    question: 'How many squares does a knight on e4 attack on an otherwise empty board?',
    options: ['4', '6', '8', '12'],
    answer: 2,
    explanation: 'From a central square the knight reaches all eight L-shaped squares: d2, f2, c3, g3, c5, g5, d6 and f6.',
  },
  {
    question: 'On which square does the white queen start the game?',
    options: ['d1', 'e1', 'd8', 'c1'],
    answer: 0,
    explanation: 'The queen starts on her own colour: the white queen on the light square d1.',
  },
  {
    question: 'A pawn that reaches the last rank must become another piece. What is this called?',
    options: ['Castling', 'Promotion', 'Zugzwang', 'Stalemate'],
    answer: 1,
    explanation: 'Promotion: the pawn becomes a queen, rook, bishop or knight of the same colour, usually a queen.',
  },
  {
    question: 'What is the usual value of a rook counted in pawns?',
    options: ['3', '5', '9', '4'],
    answer: 1,
    explanation: 'The common scale is pawn 1, knight and bishop 3, rook 5, queen 9.',
  },
  {
    question: 'Using the Vedic "base 100" method, what is 98 × 97?',
    options: ['9506', '9496', '9606', '9516'],
    answer: 0,
    explanation: '98 is 2 below 100 and 97 is 3 below. Cross-subtract: 98 − 3 = 95; multiply the deficits: 2 × 3 = 06. Answer 9506.',
  },
  {
    question: 'What is 11 × 47? (Hint: write the digits apart and put their sum in the middle.)',
    options: ['417', '517', '527', '507'],
    answer: 1,
    explanation: '4 _ 7 with 4 + 7 = 11 in the middle: carry the 1 to the 4, giving 517.',
  },
  {
    question: 'What is the square of 65?',
    options: ['4225', '4125', '3625', '4325'],
    answer: 0,
    explanation: 'For a number ending in 5: 6 × 7 = 42, then append 25, giving 4225.',
  },
  {
    question: 'What comes next: 2, 6, 12, 20, 30, ?',
    options: ['40', '42', '44', '36'],
    answer: 1,
    explanation: 'The gaps grow by 2 (4, 6, 8, 10, 12), or each term is n × (n + 1): 6 × 7 = 42.',
  },
  {
    question: 'If 3x + 7 = 25, what is x?',
    options: ['5', '6', '7', '8'],
    answer: 1,
    explanation: 'Subtract 7 from both sides: 3x = 18, then divide by 3: x = 6.',
  },
  {
    question: 'What is the sum of the interior angles of a hexagon?',
    options: ['540°', '720°', '900°', '360°'],
    answer: 1,
    explanation: 'A polygon with n sides has (n − 2) × 180°; for n = 6 that is 4 × 180° = 720°.',
  },
  {
    question: 'What is 15% of 240?',
    options: ['24', '30', '36', '40'],
    answer: 2,
    explanation: '10% of 240 is 24 and 5% is 12, so 15% is 24 + 12 = 36.',
  },
  {
    question: 'What is the least common multiple of 12 and 18?',
    options: ['36', '72', '6', '54'],
    answer: 0,
    explanation: '12 = 2² × 3 and 18 = 2 × 3²; take the highest powers: 2² × 3² = 36.',
  },
  {
    question: 'What is the smallest prime number greater than 50?',
    options: ['51', '53', '57', '59'],
    answer: 1,
    explanation: '51 = 3 × 17 is not prime; 52 is even; 53 has no divisor up to its square root, so it is prime.',
  },
  {
    question:
      'On an abacus rod, an upper bead is worth 5 and each lower bead 1. One upper and three lower beads are set. What number is shown?',
    options: ['4', '8', '53', '35'],
    answer: 1,
    explanation: '5 from the upper bead plus 1 + 1 + 1 from the lower beads makes 8.',
  },
  {
    question: 'A train covers 180 km in 3 hours. What is its average speed?',
    options: ['50 km/h', '54 km/h', '60 km/h', '90 km/h'],
    answer: 2,
    explanation: 'Average speed is distance divided by time: 180 ÷ 3 = 60 km/h.',
  },
  {
    question: 'What is 1/4 + 1/6?',
    options: ['2/10', '5/12', '1/5', '7/12'],
    answer: 1,
    explanation: 'Use the common denominator 12: 3/12 + 2/12 = 5/12.',
  },
];

const DAY_MS = 86_400_000;

/** One puzzle per UTC day from `daysBack` before `now` to `daysAhead` after it. */
export function samplePuzzles(now: Date, daysBack = 30, daysAhead = 60): PuzzleRecord[] {
  const puzzles: PuzzleRecord[] = [];
  for (let offset = -daysBack; offset <= daysAhead; offset += 1) {
    const day = new Date(now.getTime() + offset * DAY_MS);
    const dayNumber = Math.floor(day.getTime() / DAY_MS);
    const puzzle = PUZZLE_POOL[dayNumber % PUZZLE_POOL.length] as Puzzle;
    const isoDay = day.toISOString().slice(0, 10);
    const [optionA = '', optionB = '', optionC = '', optionD = ''] = puzzle.options;
    puzzles.push({
      puzzleId: `PZ-${isoDay.replaceAll('-', '')}`,
      day: isoDay,
      question: puzzle.question,
      optionA,
      optionB,
      optionC,
      optionD,
      answer: puzzle.options[puzzle.answer] ?? '',
      explanation: puzzle.explanation,
    });
  }
  return puzzles;
}
