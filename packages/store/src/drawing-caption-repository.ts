import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import type { Session } from './session.ts';

/**
 * Vision captions of sheets, keyed by the rendered page's sha256 and the model that wrote them, within one
 * organisation (another organisation's caption of the same page is not this one's to read).
 */
export class DrawingCaptionRepository {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  async findCaption(pageSha256: string, model: string): Promise<string | undefined> {
    const result = await this.session.query<{ caption: string }>(
      'select caption from drawing_captions where page_sha256 = $1 and model = $2 and org_id = $3',
      [pageSha256, model, this.orgId],
    );
    return result.rows[0]?.caption;
  }

  async saveCaption(
    pageSha256: string,
    model: string,
    caption: string,
    usage: { inputTokens: number; outputTokens: number; costUsd: number },
  ): Promise<void> {
    await this.session.query(
      `insert into drawing_captions (page_sha256, model, caption, input_tokens, output_tokens, cost_usd, org_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (org_id, page_sha256, model) do nothing`,
      [pageSha256, model, caption, usage.inputTokens, usage.outputTokens, usage.costUsd, this.orgId],
    );
  }
}
