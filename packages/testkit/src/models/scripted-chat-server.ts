import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the scripted server was sent, per request. */
export interface ChatCompletionsRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content?: unknown; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
}

/** One answer: text and/or tool calls (arguments as objects), with the usage the server reports. */
export interface ChatCompletionsReply {
  text?: string;
  toolCalls?: { name: string; arguments: unknown }[];
  usage?: { promptTokens: number; completionTokens: number };
}

export type ChatCompletionsScript = (request: ChatCompletionsRequest, index: number) => ChatCompletionsReply;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function toolCallsOf(reply: ChatCompletionsReply, index: number) {
  return (reply.toolCalls ?? []).map((call, i) => ({
    id: `call_${index + 1}_${i + 1}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
}

function send(
  response: ServerResponse,
  body: ChatCompletionsRequest,
  reply: ChatCompletionsReply,
  index: number,
) {
  const calls = toolCallsOf(reply, index);
  const finish = calls.length > 0 ? 'tool_calls' : 'stop';
  const usage = {
    prompt_tokens: reply.usage?.promptTokens ?? 100,
    completion_tokens: reply.usage?.completionTokens ?? 20,
    total_tokens: (reply.usage?.promptTokens ?? 100) + (reply.usage?.completionTokens ?? 20),
  };
  const base = { id: `chatcmpl-${index + 1}`, created: 1_767_000_000, model: body.model };
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.text ?? null,
              ...(calls.length ? { tool_calls: calls } : {}),
            },
            finish_reason: finish,
          },
        ],
        usage,
      }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: unknown, finishReason: string | null, extra = {}) =>
    response.write(
      `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`,
    );
  chunk({ role: 'assistant', content: '' }, null);
  for (const word of reply.text?.match(/\S+\s*/g) ?? []) chunk({ content: word }, null);
  for (const [i, call] of calls.entries()) chunk({ tool_calls: [{ index: i, ...call }] }, null);
  chunk({}, finish);
  response.write(
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`,
  );
  response.end('data: [DONE]\n\n');
}

/**
 * A local HTTP server speaking OpenAI Chat Completions (JSON and server-sent events) whose answers come from a
 * script: end-to-end tests run the real OpenAI-compatible client against it, with no network beyond loopback.
 */
export async function startScriptedChatServer(script: ChatCompletionsScript) {
  const received: ChatCompletionsRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        const body = JSON.parse(text) as ChatCompletionsRequest;
        const index = received.length;
        received.push(body);
        send(response, body, script(body, index), index);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
