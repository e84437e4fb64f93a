import { type CatalogItem, QuoinError } from '@quoin/core';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { assertMay } from './accounts/role-policy.ts';
import { recordAudit, type WriteContext } from './audit-log.ts';
import type { Session } from './session.ts';

/** An imported price list (a supplier's or the user's own) whose items outrank the bundled catalog. */
export interface PriceList {
  id: string;
  name: string;
  /** Where the prices come from, in words a person can check. */
  source: string;
  items: CatalogItem[];
  createdAt: string;
  updatedAt: string;
}

export type PriceListSummary = Omit<PriceList, 'items'> & { itemCount: number };

interface PriceListRow {
  id: string;
  name: string;
  source: string;
  created_at: Date;
  updated_at: Date;
  item_count?: number;
}

interface ItemRow {
  sku: string;
  name: string;
  category: string;
  price_cents: number;
  package_unit: CatalogItem['packageUnit'];
  coverage: CatalogItem['coverage'] | null;
  supplier: string;
  supplier_tier: CatalogItem['supplierTier'];
  price_date: string;
  source: string;
  keywords: string[];
}

const INSERT_ITEMS = `insert into price_list_items (price_list_id, position, sku, name, category, price_cents,
    package_unit, coverage, supplier, supplier_tier, price_date, source, keywords)
  select $1, x.position, x.sku, x.name, x.category, x.price_cents, x.package_unit, x.coverage, x.supplier,
    x.supplier_tier, x.price_date, x.source, x.keywords
  from jsonb_to_recordset($2::jsonb) as x(position integer, sku text, name text, category text,
    price_cents bigint, package_unit text, coverage jsonb, supplier text, supplier_tier integer, price_date text,
    source text, keywords jsonb)`;

function toItem(row: ItemRow): CatalogItem {
  return {
    sku: row.sku,
    name: row.name,
    category: row.category,
    priceCents: row.price_cents,
    packageUnit: row.package_unit,
    ...(row.coverage === null ? {} : { coverage: row.coverage }),
    supplier: row.supplier,
    supplierTier: row.supplier_tier,
    priceDate: row.price_date,
    source: row.source,
    keywords: row.keywords,
  };
}

/** Price lists of one organisation: every query carries `orgId`; another organisation's list reads as absent. */
export class PriceListRepository {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** Creates or replaces a price list with all its items. */
  async savePriceList(
    input: { id: string; name: string; source: string; items: CatalogItem[] },
    context: WriteContext,
  ): Promise<PriceList> {
    assertMay('company.manage');
    await this.session.transaction(async (tx) => {
      // A list id another organisation holds is not replaced: the update applies to this organisation's row only.
      const saved = await tx.query(
        `insert into price_lists (id, name, source, org_id) values ($1, $2, $3, $4)
         on conflict (id) do update set name = excluded.name, source = excluded.source, updated_at = now()
         where price_lists.org_id = excluded.org_id
         returning id`,
        [input.id, input.name, input.source, this.orgId],
      );
      if (saved.rows.length === 0) {
        throw new QuoinError(
          'ALREADY_EXISTS',
          `A price list ${input.id} exists elsewhere; choose another id.`,
          {
            kind: 'price list',
            id: input.id,
          },
        );
      }
      await tx.query('delete from price_list_items where price_list_id = $1', [input.id]);
      if (input.items.length > 0) {
        const rows = input.items.map((item, position) => ({
          position,
          sku: item.sku,
          name: item.name,
          category: item.category,
          price_cents: item.priceCents,
          package_unit: item.packageUnit,
          coverage: item.coverage ?? null,
          supplier: item.supplier,
          supplier_tier: item.supplierTier,
          price_date: item.priceDate,
          source: item.source,
          keywords: item.keywords,
        }));
        await tx.query(INSERT_ITEMS, [input.id, JSON.stringify(rows)]);
      }
      await recordAudit(tx, { ...context, orgId: this.orgId }, 'price_list.save', undefined, {
        priceListId: input.id,
        itemCount: input.items.length,
      });
    });
    return (await this.getPriceList(input.id))!;
  }

  async getPriceList(id: string): Promise<PriceList | undefined> {
    return this.session.transaction(async (tx) => {
      const head = (
        await tx.query<PriceListRow>('select * from price_lists where id = $1 and org_id = $2', [
          id,
          this.orgId,
        ])
      ).rows[0];
      if (!head) return undefined;
      const items = await tx.query<ItemRow>(
        'select * from price_list_items where price_list_id = $1 order by position',
        [id],
      );
      return {
        id: head.id,
        name: head.name,
        source: head.source,
        items: items.rows.map(toItem),
        createdAt: head.created_at.toISOString(),
        updatedAt: head.updated_at.toISOString(),
      };
    });
  }

  async listPriceLists(): Promise<PriceListSummary[]> {
    const result = await this.session.query<PriceListRow>(
      `select p.*, (select count(*) from price_list_items i where i.price_list_id = p.id) as item_count
       from price_lists p where p.org_id = $1 order by p.name, p.id`,
      [this.orgId],
    );
    return result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      source: row.source,
      itemCount: row.item_count ?? 0,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  async deletePriceList(id: string, context: WriteContext): Promise<boolean> {
    assertMay('company.manage');
    return this.session.transaction(async (tx) => {
      const result = await tx.query('delete from price_lists where id = $1 and org_id = $2', [
        id,
        this.orgId,
      ]);
      if (result.rowCount > 0)
        await recordAudit(tx, { ...context, orgId: this.orgId }, 'price_list.delete', undefined, {
          priceListId: id,
        });
      return result.rowCount > 0;
    });
  }
}
