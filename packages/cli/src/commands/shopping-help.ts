/** `quoin shopping --help`. */
export const SHOPPING_HELP = `Usage: quoin shopping ESTIMATE.json|ID [--brief FILE] [--image FILE] [--format table|json|csv|xlsx]
       quoin shopping eval [--recorded] [--latency] [--format table|json]

Turns an estimate (a JSON file from "quoin estimate -f json", or an estimate id in the store) into a list of
products to buy: each line's materials, the brief's own materials and fixtures in the user's words (--brief, a
brief from "quoin intake"), and with a vision model what a design or room photo shows (--image). Things the
brief keeps are skipped. Every thing gets 2–3 searches across the providers, each product a rubric score
(category 0.3, material 0.2, colour 0.2, style 0.2, dimensions 0.1), a fit badge against the room, and a tier:
0.8 and above shown, 0.5–0.79 shown as a close match, below that a shopping-search link instead.

Providers: the bundled catalog and your imported price list always; SearchAPI Google Shopping with
SEARCHAPI_KEY and Exa with EXA_API_KEY (QUOIN_SEARCHAPI_BASE_URL, QUOIN_EXA_BASE_URL to point them elsewhere;
QUOIN_SEARCH_RPM limits their requests per minute). Searches are cached 15 minutes.

Options:
  --brief FILE     a project brief (JSON) to anchor products in the user's words and skip kept things
  --image FILE     a design or room photo (png, jpg, webp); needs QUOIN_MODEL with vision
  --group G        room (default) or trade
  -f, --format F   table (default), json, csv or xlsx (xlsx needs --out)
  -o, --out FILE   write to a file instead of stdout
  -h, --help       show this help

quoin shopping eval builds lists for the eval cases offline (catalog), or with --recorded against recorded
SearchAPI and Exa answers replayed by a local server (--latency adds their recorded latency), and checks
extraction coverage, kept things excluded, query specificity, score spread (std dev > 0.15) and URL validity.`;
