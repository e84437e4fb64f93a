/**
 * The stand-in the recorded embeddings came from: each text's words of three letters or more hashed into a
 * 16-dimensional unit vector, in OpenAI's documented response envelope (POST /v1/embeddings). Small and
 * deterministic, so a recording can be made again offline when ingestion changes the texts.
 */
export function hashedWordEmbeddings(body: { model: string; input: string[] }): unknown {
  const data = body.input.map((text, index) => {
    const v = new Array<number>(16).fill(0);
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      let h = 0;
      for (const c of word) h = (h * 31 + c.charCodeAt(0)) >>> 0;
      v[h % 16] = (v[h % 16] ?? 0) + 1;
    }
    const norm = Math.hypot(...v) || 1;
    return { object: 'embedding', index, embedding: v.map((x) => Math.round((x / norm) * 1e6) / 1e6) };
  });
  const tokens = body.input.reduce((n, text) => n + Math.ceil(text.length / 4), 0);
  return { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } };
}
