import type { PlanInput } from '../plan-schema.ts';

/**
 * Twelve whole-job plans of common residential work, as a scope agent or the scope parser would write them.
 * Golden tests execute them and snapshot structure and totals; the benchmark times them; the README example
 * prints one. Quantities are typical for the job (a 5×8 ft bathroom, a 1,800 sq ft roof, a 12×16 ft deck …).
 */
export const GOLDEN_PLANS: Record<string, PlanInput> = {
  'bathroom-remodel': {
    title: 'Hall bathroom remodel (5 x 8 ft)',
    zip: '60614',
    groups: [
      {
        name: 'Demolition',
        items: [{ title: 'Demo existing bathroom finishes, fixtures and tile', quantity: 40, uom: 'sq_ft' }],
      },
      {
        name: 'Plumbing',
        items: [
          { title: 'Install toilet', quantity: 1, uom: 'each' },
          { title: 'Install vanity faucet', quantity: 1, uom: 'each' },
          { title: 'Install shower valve and trim', quantity: 1, uom: 'each' },
        ],
      },
      {
        name: 'Tile',
        items: [
          { title: 'Install porcelain floor tile', quantity: 40, uom: 'sq_ft' },
          { title: 'Install shower wall tile', quantity: 80, uom: 'sq_ft' },
        ],
      },
      {
        name: 'Cabinets & Countertops',
        items: [{ title: 'Install 30 in bathroom vanity', quantity: 1, uom: 'each' }],
      },
      {
        name: 'Painting',
        items: [
          { title: 'Paint bathroom walls and ceiling', quantity: 200, uom: 'sq_ft', params: { coats: 2 } },
        ],
      },
    ],
  },
  'kitchen-remodel': {
    title: 'Kitchen remodel, mid-range (10 x 12 ft)',
    zip: '30303',
    groups: [
      {
        name: 'Demolition',
        items: [
          { title: 'Remove existing kitchen cabinets and countertops', quantity: 20, uom: 'linear_ft' },
        ],
      },
      {
        name: 'Cabinets & Countertops',
        items: [
          { title: 'Install base cabinets', quantity: 12, uom: 'linear_ft' },
          { title: 'Install wall cabinets', quantity: 10, uom: 'linear_ft' },
          { title: 'Install quartz countertops', quantity: 30, uom: 'sq_ft' },
        ],
      },
      { name: 'Tile', items: [{ title: 'Install tile backsplash', quantity: 30, uom: 'sq_ft' }] },
      {
        name: 'Plumbing',
        items: [
          { title: 'Install kitchen sink and faucet', quantity: 1, uom: 'each' },
          { title: 'Install garbage disposal', quantity: 1, uom: 'each' },
        ],
      },
      {
        name: 'Electrical',
        items: [
          { title: 'Install recessed lights', quantity: 6, uom: 'each' },
          { title: 'Install GFCI outlets', quantity: 4, uom: 'each' },
        ],
      },
      {
        name: 'Flooring',
        items: [{ title: 'Install luxury vinyl plank flooring', quantity: 120, uom: 'sq_ft' }],
      },
      {
        name: 'Painting',
        items: [{ title: 'Paint kitchen walls', quantity: 350, uom: 'sq_ft', params: { coats: 2 } }],
      },
    ],
  },
  // The re-roof assembly already carries drip edge, starter and ridge cap; a separate drip edge line would buy
  // it twice.
  'roof-replacement': {
    title: 'Asphalt shingle roof replacement (18 squares)',
    zip: '75201',
    groups: [
      {
        name: 'Roofing',
        items: [
          { title: 'Tear off one layer of asphalt shingles', quantity: 18, uom: 'square' },
          { title: 'Install architectural asphalt shingles', quantity: 18, uom: 'square' },
          { title: 'Install ridge vent', quantity: 40, uom: 'linear_ft' },
        ],
      },
    ],
  },
  'interior-painting': {
    title: 'Interior repaint, three bedrooms',
    zip: '85004',
    groups: [
      {
        name: 'Painting',
        items: [
          { title: 'Paint interior walls', quantity: 1200, uom: 'sq_ft', params: { coats: 2 } },
          { title: 'Paint ceilings', quantity: 450, uom: 'sq_ft', params: { coats: 2 } },
          { title: 'Paint baseboard trim', quantity: 180, uom: 'linear_ft' },
        ],
      },
    ],
  },
  deck: {
    title: 'Pressure-treated deck, 12 x 16 ft',
    zip: '55401',
    groups: [
      {
        name: 'Decks',
        items: [
          { title: 'Build pressure-treated deck framing', quantity: 192, uom: 'sq_ft' },
          { title: 'Install composite deck boards', quantity: 192, uom: 'sq_ft' },
          { title: 'Install deck railing', quantity: 40, uom: 'linear_ft' },
        ],
      },
    ],
  },
  'lvp-flooring': {
    title: 'Luxury vinyl plank flooring, main level',
    zip: '97201',
    groups: [
      {
        name: 'Flooring',
        items: [
          { title: 'Remove existing carpet and pad', quantity: 650, uom: 'sq_ft' },
          { title: 'Install luxury vinyl plank flooring', quantity: 650, uom: 'sq_ft' },
          { title: 'Install baseboard', quantity: 220, uom: 'linear_ft' },
        ],
      },
    ],
  },
  drywall: {
    title: 'Basement drywall, hang and finish',
    zip: '43215',
    groups: [
      { name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 1650, uom: 'sq_ft' }] },
    ],
  },
  'panel-upgrade': {
    title: 'Electrical panel upgrade to 200 A',
    zip: '02139',
    groups: [
      {
        name: 'Electrical',
        items: [{ title: 'Upgrade electrical panel to 200 amp', quantity: 1, uom: 'each' }],
      },
    ],
  },
  'water-heater': {
    title: 'Replace 50-gallon gas water heater',
    zip: '80202',
    groups: [
      {
        name: 'Plumbing',
        items: [{ title: 'Replace 50 gallon gas water heater', quantity: 1, uom: 'each' }],
      },
    ],
  },
  fence: {
    title: 'Wood privacy fence, 150 ft',
    zip: '37203',
    groups: [
      {
        name: 'Fencing',
        items: [
          { title: 'Install 6 ft wood privacy fence', quantity: 150, uom: 'linear_ft' },
          { title: 'Install fence gate', quantity: 1, uom: 'each' },
        ],
      },
    ],
  },
  'concrete-patio': {
    title: 'Concrete patio, 12 x 14 ft, 4 in',
    zip: '78205',
    groups: [
      {
        name: 'Concrete',
        items: [{ title: 'Pour 4 inch concrete patio slab', quantity: 168, uom: 'sq_ft' }],
      },
    ],
  },
  siding: {
    title: 'Vinyl siding replacement',
    zip: '19103',
    groups: [
      {
        name: 'Siding',
        items: [
          { title: 'Remove existing siding', quantity: 1800, uom: 'sq_ft' },
          { title: 'Install vinyl siding', quantity: 1800, uom: 'sq_ft' },
        ],
      },
    ],
  },
};
