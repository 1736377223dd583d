import type { ScholarSeed } from './typed-seeds';

const LOVELACE = ['ada lovelace', 'lovelace', 'analytical engine', 'babbage'];
const TYPESCRIPT = ['typescript', 'javascript', 'type systems'];
const COFFEE = ['coffee', 'caffeine'];
const TESLA = ['tesla', 'nikola tesla', 'alternating current'];

/**
 * Papers and books as Google Scholar lists them: real works, with made-up citation counts (and
 * the server makes up their Scholar ids). Each row is one paper: title, link, authors, venue,
 * year, site, passage, citations, full text.
 */
export const PAPERS: readonly ScholarSeed[] = [
  // Ada Lovelace
  {
    title: 'Sketch of the Analytical Engine invented by Charles Babbage, with notes by the translator',
    link: 'https://www.fourmilab.ch/babbage/sketch.html',
    authors: 'LF Menabrea, A Lovelace',
    venue: 'Scientific Memoirs',
    year: 1843,
    site: 'fourmilab.ch',
    snippet:
      '… The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform …',
    citedBy: 1190,
    fullText: { html: 'https://www.fourmilab.ch/babbage/sketch.html' },
    keywords: [...LOVELACE, 'note g'],
  },
  {
    title: 'Lovelace & Babbage and the creation of the 1843 “notes”',
    link: 'https://ieeexplore.ieee.org/document/1253887',
    authors: 'J Fuegi, J Francis',
    venue: 'IEEE Annals of the History of Computing',
    year: 2003,
    site: 'ieeexplore.ieee.org',
    snippet:
      '… Augusta Ada Lovelace worked with Charles Babbage to create a description of Babbage’s unbuilt invention, the Analytical Engine …',
    citedBy: 212,
    keywords: LOVELACE,
  },
  {
    title: 'Ada, the Enchantress of Numbers: A Selection from the Letters of Lord Byron’s Daughter',
    link: 'https://archive.org/details/adaenchantressof00tool',
    authors: 'BA Toole',
    year: 1992,
    site: 'archive.org',
    snippet:
      '… her letters show Ada Lovelace’s understanding of the Analytical Engine as a machine for more than numbers …',
    citedBy: 388,
    keywords: LOVELACE,
  },
  {
    title: 'Ada Lovelace: The Making of a Computer Scientist',
    link: 'https://www.bodleian.ox.ac.uk/ada-lovelace-the-making-of-a-computer-scientist',
    authors: 'C Hollings, U Martin, A Rice',
    venue: 'Bodleian Library',
    year: 2018,
    site: 'bodleian.ox.ac.uk',
    snippet:
      '… how Ada Lovelace learned mathematics, from her childhood lessons to her correspondence with Augustus De Morgan …',
    citedBy: 64,
    fullText: { pdf: 'https://www.bodleian.ox.ac.uk/ada-lovelace-making-of-a-computer-scientist.pdf' },
    keywords: LOVELACE,
  },
  // TypeScript
  {
    title: 'Understanding TypeScript',
    link: 'https://link.springer.com/chapter/10.1007/978-3-662-44202-9_11',
    authors: 'G Bierman, M Abadi, M Torgersen',
    venue: 'ECOOP 2014 – Object-Oriented Programming',
    year: 2014,
    site: 'Springer',
    snippet:
      '… TypeScript is an extension of JavaScript intended to enable easier development of large-scale JavaScript applications …',
    citedBy: 520,
    fullText: { pdf: 'https://www.microsoft.com/en-us/research/wp-content/uploads/2014/07/ecoop14.pdf' },
    keywords: TYPESCRIPT,
  },
  {
    title: 'To Type or Not to Type: Quantifying Detectable Bugs in JavaScript',
    link: 'https://ieeexplore.ieee.org/document/7985711',
    authors: 'Z Gao, C Bird, ET Barr',
    venue: '2017 IEEE/ACM 39th International Conference on Software Engineering (ICSE)',
    year: 2017,
    site: 'ieeexplore.ieee.org',
    snippet: '… we find that both Flow and TypeScript are equally effective, and both detect 15% of the public bugs …',
    citedBy: 310,
    fullText: { pdf: 'https://earlbarr.com/publications/typestudy.pdf' },
    keywords: TYPESCRIPT,
  },
  {
    title: 'Safe & Efficient Gradual Typing for TypeScript',
    link: 'https://dl.acm.org/doi/10.1145/2676726.2676971',
    authors: 'A Rastogi, N Swamy, C Fournet, G Bierman, P Vekris',
    venue: 'Proceedings of the 42nd Annual ACM SIGPLAN-SIGACT Symposium on Principles of Programming Languages',
    year: 2015,
    site: 'dl.acm.org',
    snippet: '… Safe TypeScript, a sound and efficient gradual type system for TypeScript …',
    citedBy: 180,
    keywords: TYPESCRIPT,
  },
  {
    title: 'Concrete Types for TypeScript',
    link: 'https://drops.dagstuhl.de/opus/volltexte/2015/5219/',
    authors: 'G Richards, FZ Nardelli, J Vitek',
    venue: '29th European Conference on Object-Oriented Programming (ECOOP 2015)',
    year: 2015,
    site: 'drops.dagstuhl.de',
    snippet: '… an optional type system for TypeScript in which concrete types are checked at run time …',
    citedBy: 95,
    fullText: { pdf: 'https://drops.dagstuhl.de/opus/volltexte/2015/5219/pdf/9.pdf' },
    keywords: TYPESCRIPT,
  },
  // Coffee
  {
    title: 'Association of Coffee Drinking with Total and Cause-Specific Mortality',
    link: 'https://www.nejm.org/doi/full/10.1056/NEJMoa1112010',
    authors: 'ND Freedman, Y Park, CC Abnet, AR Hollenbeck, R Sinha',
    venue: 'New England Journal of Medicine',
    year: 2012,
    site: 'Mass Medical Soc',
    snippet: '… coffee consumption was inversely associated with total and cause-specific mortality …',
    citedBy: 1650,
    fullText: { html: 'https://www.nejm.org/doi/full/10.1056/NEJMoa1112010' },
    keywords: COFFEE,
  },
  {
    title: 'Coffee consumption and health: umbrella review of meta-analyses of multiple health outcomes',
    link: 'https://www.bmj.com/content/359/bmj.j5024',
    authors: 'R Poole, OJ Kennedy, P Roderick, JA Fallowfield, PC Hayes, JA Parkes',
    venue: 'BMJ',
    year: 2017,
    site: 'bmj.com',
    snippet:
      '… Coffee consumption seems generally safe within usual levels of intake, with summary estimates indicating largest risk reduction …',
    citedBy: 1120,
    fullText: { pdf: 'https://www.bmj.com/content/bmj/359/bmj.j5024.full.pdf' },
    keywords: COFFEE,
  },
  {
    title: 'Espresso Coffee: The Science of Quality',
    link: 'https://www.sciencedirect.com/book/9780123703712/espresso-coffee',
    authors: 'A Illy, R Viani',
    year: 2005,
    site: 'Elsevier',
    snippet: '… from the plant to the cup: the chemistry and physics of espresso coffee and what makes its quality …',
    citedBy: 1300,
    keywords: [...COFFEE, 'espresso'],
  },
  // Nikola Tesla
  {
    title: 'A new system of alternate current motors and transformers',
    link: 'https://ieeexplore.ieee.org/document/5570063',
    authors: 'N Tesla',
    venue: 'Transactions of the American Institute of Electrical Engineers',
    year: 1888,
    site: 'ieeexplore.ieee.org',
    snippet: '… a novel system of electric distribution and transmission of power by means of alternate currents …',
    citedBy: 240,
    keywords: TESLA,
  },
  {
    title: 'Experiments with Alternate Currents of High Potential and High Frequency',
    link: 'https://archive.org/details/experimentswitha00tesl',
    authors: 'N Tesla',
    year: 1892,
    site: 'archive.org',
    snippet: '… a lecture delivered before the Institution of Electrical Engineers, London …',
    citedBy: 150,
    fullText: { pdf: 'https://archive.org/download/experimentswitha00tesl/experimentswitha00tesl.pdf' },
    keywords: TESLA,
  },
];
