/**
 * /api/docs: the API document as a page people can read, rendered on the server from the same
 * document, so it works without scripts, without the network and under the site's CSP.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { oas31 } from 'zod-openapi';

type Schema = oas31.SchemaObject | oas31.ReferenceObject;
type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isReference(schema: Schema): schema is oas31.ReferenceObject {
  return typeof (schema as oas31.ReferenceObject).$ref === 'string';
}

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function bounds(schema: oas31.SchemaObject): string {
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`length ≤ ${schema.maxLength}`);
  if (schema.format) parts.push(schema.format);
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** A schema as a compact type, nested objects as lists; components link to their definition. */
function typeOf(schema: Schema | undefined, depth = 0): Fragment {
  if (!schema) return html`any`;
  if (isReference(schema)) {
    const name = refName(schema.$ref);
    return html`<a href="#schema-${name}">${name}</a>`;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return html`${union.map((part, i) => html`${i ? ' | ' : ''}${typeOf(part, depth)}`)}`;
  if (schema.enum) return html`<code>${schema.enum.map((value) => JSON.stringify(value)).join(' | ')}</code>`;
  if (schema.const !== undefined) return html`<code>${JSON.stringify(schema.const)}</code>`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return html`array of ${typeOf(schema.items, depth)}`;
  if (type === 'object' && schema.properties && depth < 3) return fields(schema, depth + 1);
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return html`map of ${typeOf(schema.additionalProperties, depth)}`;
  }
  return html`${type ?? 'any'}${bounds(schema)}`;
}

function fields(schema: oas31.SchemaObject, depth: number): Fragment {
  const required = new Set(schema.required ?? []);
  return html`<ul class="fields">
    ${Object.entries(schema.properties ?? {}).map(
      ([name, property]) =>
        html`<li><code>${name}</code>${required.has(name) ? '' : html` <span class="optional">optional</span>`}:
          ${typeOf(property, depth)}${
            'description' in property && property.description
              ? html` <span class="note">${property.description}</span>`
              : ''
          }</li>`,
    )}
  </ul>`;
}

function parameters(params: (oas31.ParameterObject | oas31.ReferenceObject)[] | undefined): Fragment {
  const list = (params ?? []).filter((param): param is oas31.ParameterObject => 'name' in param);
  if (!list.length) return html``;
  return html`<h4>Parameters</h4><ul class="fields">
    ${list.map(
      (param) =>
        html`<li><code>${param.name}</code> <span class="note">in ${param.in}${param.required ? '' : ', optional'}</span>: ${typeOf(param.schema)}</li>`,
    )}
  </ul>`;
}

function content(body: oas31.RequestBodyObject | oas31.ResponseObject): Fragment {
  return html`${Object.entries(body.content ?? {}).map(
    ([type, media]) =>
      html`<div class="media"><span class="note">${type}</span> ${typeOf(media.schema)}</div>`,
  )}`;
}

function operationSection(path: string, method: string, op: oas31.OperationObject): Fragment {
  const body = op.requestBody && !('$ref' in op.requestBody) ? op.requestBody : undefined;
  return html`<section class="operation" id="${method}-${path}">
    <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code></h3>
    <p><strong>${op.summary ?? ''}</strong></p>
    ${(op.description ?? '').split('\n\n').map((text) => html`<p>${raw(inlineMarkdown(text))}</p>`)}
    ${parameters(op.parameters)}
    ${body ? html`<h4>Body</h4>${content(body)}` : ''}
    <h4>Answers</h4>
    <ul class="answers">
      ${Object.entries(op.responses ?? {}).map(([status, answer]) =>
        '$ref' in answer
          ? ''
          : html`<li><span class="status s${status[0]}">${status}</span> ${raw(inlineMarkdown(answer.description))} ${content(answer)}</li>`,
      )}
    </ul>
  </section>`;
}

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a202c;background:#f7fafc}
main{max-width:960px;margin:0 auto;padding:1rem}
header{background:#1c4532;color:#fff;padding:1.5rem 1rem}header h1{margin:0;max-width:960px;margin:auto}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}nav a{color:#1c4532}
.operation{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
.operation h3{font-size:1rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;padding:0 .4em;font-size:.85rem}
.get{background:#2b6cb0}.post{background:#22543d}.patch{background:#7b341e}.delete{background:#9b2c2c}.put{background:#553c9a}
.status{font-weight:700;font-family:monospace}.s2{color:#22543d}.s3{color:#2b6cb0}.s4{color:#9b2c2c}.s5{color:#7b341e}
.note,.optional{color:#4a5568;font-size:.9rem}ul.fields{margin:.25rem 0;padding-left:1.25rem}
code{background:#edf2f7;border-radius:3px;padding:0 .2em;overflow-wrap:anywhere}h4{margin:.75rem 0 .25rem}
`;

export function renderDocsPage(document: oas31.OpenAPIObject): Fragment {
  const byTag = new Map<string, Fragment[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, op)]);
    }
  }
  const tags = (document.tags ?? []).filter((tag) => byTag.has(tag.name));
  const schemas = Object.entries(document.components?.schemas ?? {});
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title} reference</title><meta name="description" content="The BayCatch REST API: every call, its input and its answers.">
<style>${raw(style)}</style></head>
<body><header><h1>${document.info.title} ${document.info.version}</h1></header>
<main>
${(document.info.description ?? '').split('\n\n').map((text) => html`<p>${raw(inlineMarkdown(text))}</p>`)}
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
<nav aria-label="Sections"><ul>${tags.map((tag) => html`<li><a href="#tag-${tag.name}">${tag.name}</a></li>`)}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map(
  (tag) =>
    html`<h2 id="tag-${tag.name}">${tag.name}</h2><p>${tag.description ?? ''}</p>${byTag.get(tag.name)}`,
)}
<h2 id="schemas">Schemas</h2>
${schemas.map(
  ([name, schema]) =>
    html`<section class="operation" id="schema-${name}"><h3>${name}</h3>${
      'description' in schema && schema.description ? html`<p>${schema.description}</p>` : ''
    }${'$ref' in schema ? typeOf(schema) : schema.properties ? fields(schema, 1) : typeOf(schema)}</section>`,
)}
</main></body></html>`;
}

/** The document's own prose uses **bold** and `code`; escaped first, so nothing else becomes markup. */
function inlineMarkdown(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return escaped.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/`([^`]+)`/g, '<code>$1</code>');
}
