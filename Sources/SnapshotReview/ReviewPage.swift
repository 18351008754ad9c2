/// The review page: one self-contained HTML document (its style and script inline, nothing
/// loaded from the network) that reads the run from `/api/state` and posts the reviewer's
/// actions. Failures come first, grouped by scene and filtered by component, device, text size,
/// scheme and decision; each shows expected, actual and diff side by side, or one over the other
/// with a slider, an onion skin (opacity) or blinking every half second, zoomed to whole pixels
/// (nearest-neighbour); a changed VoiceOver transcript as a line diff of the golden's text and the
/// run's, and the audit's findings listed and drawn over the image. Keys: j/k or the arrows move to the next or previous snapshot, a accepts,
/// r rejects, v changes the view. The filters, view and zoom are kept in the browser's storage,
/// the decisions by the server, so a reload keeps both.
enum ReviewPage {
    /// The page, carrying the session's `token` for its actions.
    static func html(token: String) -> String {
        template.replacingOccurrences(of: "__REVIEW_TOKEN__", with: token)
    }

    private static let template = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>nhs-snap review</title>
        <style>
        :root { --bg: #f0f4f5; --card: #fff; --text: #212b32; --muted: #4c6272; --line: #d8dde0; --accent: #005eb8;
          --bad: #d5281b; --new: #ffb81c; --good: #007f3b; --a11y: #330072; --check-a: #ddd; --check-b: #fff; --focus: #ffeb3b; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #121619; --card: #1e2428; --text: #e8edee; --muted: #aeb7bd; --line: #3a444b; --accent: #0b4f94;
            --bad: #f0574a; --new: #ffc640; --good: #3fbf6f; --a11y: #8f6cd9; --check-a: #333; --check-b: #444; }
        }
        * { box-sizing: border-box; }
        body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; margin: 0; background: var(--bg); color: var(--text); }
        header { background: var(--accent); color: #fff; padding: 10px 20px; position: sticky; top: 0; z-index: 2; box-shadow: 0 2px 4px rgba(0,0,0,.25); }
        header .bar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; }
        header h1 { margin: 0; font-size: 20px; }
        #counts, #progress { font-size: 14px; }
        #progress { font-weight: 600; }
        #stop { margin-left: auto; }
        .controls { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; margin-top: 8px; font-size: 14px; }
        .controls label { display: inline-flex; gap: 6px; align-items: center; }
        select, button, input[type=range] { font: inherit; font-size: 14px; }
        select, button { border-radius: 4px; border: 1px solid var(--line); background: var(--card); color: var(--text); padding: 3px 8px; }
        button { cursor: pointer; }
        button:disabled { opacity: .5; cursor: default; }
        .views { display: inline-flex; border-radius: 4px; overflow: hidden; }
        .views button { border-radius: 0; margin: 0; }
        .views button[aria-pressed=true] { background: #003d78; color: #fff; border-color: #fff; }
        #accept-shown { background: var(--good); color: #fff; border-color: #fff; font-weight: 600; }
        .keys { margin: 6px 0 0; font-size: 12px; opacity: .9; }
        kbd { font: 12px ui-monospace, monospace; border: 1px solid rgba(255,255,255,.6); border-radius: 3px; padding: 0 4px; }
        main { padding: 14px 20px 40px; max-width: 1600px; margin: 0 auto; }
        #message { min-height: 1.4em; margin: 0 0 8px; font-weight: 600; }
        #message.error { color: var(--bad); }
        .scene > h2 { font-size: 17px; margin: 18px 0 8px; word-break: break-all; }
        .scene > h2 small { font-weight: 400; color: var(--muted); }
        .card { background: var(--card); border-radius: 6px; padding: 10px 14px; margin-bottom: 12px; border-left: 6px solid var(--bad); outline: none; }
        .card.missing { border-left-color: var(--new); }
        .card.transcript, .card.accessibility { border-left-color: var(--a11y); }
        .card.accepted { border-left-color: var(--good); }
        .card.rejected { border-left-color: var(--muted); }
        .card.selected { box-shadow: 0 0 0 3px var(--focus), 0 0 0 5px var(--text); }
        .card-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; }
        .card-head code { font: 600 14px ui-monospace, monospace; word-break: break-all; }
        .badge { text-transform: uppercase; font-size: 11px; font-weight: 700; letter-spacing: .03em; padding: 2px 6px; border-radius: 3px; background: var(--bad); color: #fff; }
        .missing .badge { background: var(--new); color: #212b32; }
        .transcript .badge, .accessibility .badge { background: var(--a11y); }
        .decision { font-size: 12px; font-weight: 700; padding: 2px 6px; border-radius: 3px; }
        .decision.accepted { background: var(--good); color: #fff; }
        .decision.rejected { background: var(--muted); color: var(--card); }
        .actions { margin-left: auto; display: inline-flex; gap: 6px; }
        .actions .accept { border-color: var(--good); color: var(--good); font-weight: 600; }
        .detail { margin: 4px 0 8px; color: var(--muted); font-size: 14px; }
        .refusal { color: var(--bad); font-weight: 600; margin: 4px 0; }
        .panes { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; }
        figcaption { font-weight: 600; font-size: 13px; margin-bottom: 3px; }
        .frame { overflow: auto; max-height: 75vh; max-width: 100%; }
        .frame img, .stack img { display: block; background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 16px 16px; }
        img.fit { max-width: 100%; height: auto; }
        img.zoomed { image-rendering: crisp-edges; image-rendering: pixelated; max-width: none; }
        .frame img { border: 1px solid var(--line); }
        .stack { position: relative; display: inline-block; border: 1px solid var(--line); vertical-align: top; }
        .stack .top { position: absolute; left: 0; top: 0; }
        .stack .split-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--focus); box-shadow: 0 0 0 1px #212b32; pointer-events: none; }
        .stack-tools { display: flex; gap: 10px; align-items: center; margin-top: 6px; font-size: 13px; flex-wrap: wrap; }
        .stack-tools input { flex: 1 1 120px; max-width: 320px; }
        .note { font-size: 13px; color: var(--muted); }
        .a11y h3 { font-size: 14px; margin: 10px 0 4px; }
        .a11y h3 small { font-weight: 400; color: var(--muted); word-break: break-all; }
        .transcript pre { margin: 0; padding: 8px; background: var(--bg); border-radius: 4px; font: 13px/1.5 ui-monospace, monospace; overflow-x: auto; }
        .transcript pre span { display: block; white-space: pre-wrap; }
        .transcript .added { color: var(--good); font-weight: 600; } .transcript .removed { color: var(--bad); text-decoration: line-through; }
        .findings ol { margin: 0; padding-left: 22px; font-size: 14px; }
        .findings li.waived { color: var(--muted); }
        .findings code { font: 600 13px ui-monospace, monospace; }
        .marked { position: relative; display: inline-block; vertical-align: top; }
        .marked .box { position: absolute; border: 2px solid var(--bad); background: rgba(213, 40, 27, .15); pointer-events: none; }
        .marked .box.waived { border-style: dashed; border-color: var(--muted); background: none; }
        .marked .box span { position: absolute; left: -2px; top: -18px; background: var(--bad); color: #fff; font: 700 11px/16px system-ui, sans-serif; padding: 0 4px; border-radius: 2px; }
        .marked .box.waived span { background: var(--muted); }
        .files, details.matched { background: var(--card); border-radius: 6px; padding: 10px 14px; margin-top: 18px; }
        .files h2 { font-size: 16px; margin: 0 0 6px; }
        .files ul { list-style: none; padding: 0; margin: 0; }
        .files li { margin: 4px 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        .files li code, details.matched li { font: 13px ui-monospace, monospace; word-break: break-all; }
        .files li.deleted code { text-decoration: line-through; color: var(--muted); }
        .files .confirm { background: var(--bad); color: #fff; border-color: var(--bad); }
        details.matched ul { columns: 2; margin: 6px 0 0; padding-left: 20px; }
        .empty { background: var(--card); border-radius: 6px; padding: 16px; }
        @media (max-width: 720px) {
          header { padding: 8px 12px; position: static; }
          main { padding: 10px 12px 30px; }
          .panes { flex-direction: column; }
          figure { width: 100%; }
          .actions { margin-left: 0; }
          details.matched ul { columns: 1; }
          .keys { display: none; }
        }
        </style>
        </head>
        <body>
        <header>
          <div class="bar">
            <h1>nhs-snap review</h1>
            <span id="counts">Loading…</span>
            <span id="progress"></span>
            <button id="stop" type="button">Stop server</button>
          </div>
          <div class="controls">
            <label>Component <select id="filter-component" data-field="component"></select></label>
            <label>Device <select id="filter-device" data-field="device"></select></label>
            <label>Text size <select id="filter-textSize" data-field="textSize"></select></label>
            <label>Scheme <select id="filter-scheme" data-field="scheme"></select></label>
            <label>Locale <select id="filter-locale" data-field="locale"></select></label>
            <label>Show <select id="filter-decision">
              <option value="all">every failure</option><option value="undecided">to review</option>
              <option value="new">new (no golden)</option><option value="accepted">accepted</option><option value="rejected">rejected</option>
            </select></label>
            <span class="views" role="group" aria-label="view">
              <button type="button" data-view="side">Side by side</button><button type="button" data-view="slider">Slider</button><button type="button" data-view="onion">Onion skin</button><button type="button" data-view="blink">Blink</button>
            </span>
            <label>Zoom <select id="zoom">
              <option value="fit">fit</option><option value="1">1×</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option><option value="16">16×</option>
            </select></label>
            <button id="accept-shown" type="button">Accept all shown</button>
          </div>
          <p class="keys"><kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> next/previous · <kbd>a</kbd> accept · <kbd>r</kbd> reject · <kbd>v</kbd> change view</p>
        </header>
        <main>
          <p id="message" role="status" aria-live="polite"></p>
          <div id="failures"></div>
          <div id="files"></div>
          <div id="matched"></div>
        </main>
        <script>
        'use strict';
        const TOKEN = '__REVIEW_TOKEN__';
        const VIEWS = ['side', 'slider', 'onion', 'blink'];
        const FIELDS = ['component', 'device', 'textSize', 'scheme', 'locale'];
        const STORE = 'nhs-snap-review';
        let run = null;
        const restored = JSON.parse(localStorage.getItem(STORE) || '{}');
        const ui = Object.assign({ filters: {}, decision: 'all', view: 'side', zoom: 'fit', split: 50, opacity: 50, selected: null },
          restored);
        const refusals = {};
        let shown = [];
        let blinkOn = false;

        function save() { localStorage.setItem(STORE, JSON.stringify(ui)); }
        function el(tag, attrs, ...children) {
          const node = document.createElement(tag);
          for (const [name, value] of Object.entries(attrs || {})) {
            if (value === null || value === undefined || value === false) continue;
            if (name === 'class') node.className = value;
            else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
            else node.setAttribute(name, value === true ? '' : value);
          }
          for (const child of children) if (child !== null && child !== undefined) node.append(child);
          return node;
        }
        function say(text, isError) {
          const message = document.getElementById('message');
          message.textContent = text;
          message.className = isError ? 'error' : '';
        }
        async function post(action, body) {
          const response = await fetch('/api/' + action, {
            method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Review-Token': TOKEN }, body: JSON.stringify(body || {})
          });
          if (!response.ok) throw new Error(await response.text());
          return response.json();
        }

        function failures() { return run.snapshots.filter(s => s.failing); }
        function passes(snapshot) {
          for (const field of FIELDS) {
            const wanted = ui.filters[field];
            if (wanted && snapshot[field] !== wanted) return false;
          }
          switch (ui.decision) {
            case 'undecided': return !snapshot.decision;
            case 'new': return snapshot.status === 'missing' || (!!snapshot.transcript && snapshot.transcript.status === 'missing');
            case 'accepted': case 'rejected': return snapshot.decision === ui.decision;
            default: return true;
          }
        }

        function buildFilters() {
          for (const field of FIELDS) {
            const select = document.getElementById('filter-' + field);
            const values = [...new Set(failures().map(s => s[field]).filter(v => v))].sort();
            if (ui.filters[field] && !values.includes(ui.filters[field])) delete ui.filters[field];
            select.replaceChildren(el('option', { value: '' }, 'all'), ...values.map(v => el('option', { value: v }, v)));
            select.value = ui.filters[field] || '';
          }
          document.getElementById('filter-decision').value = ui.decision;
          document.getElementById('zoom').value = ui.zoom;
        }

        function render() {
          shown = failures().filter(passes);
          if (!shown.some(s => s.key === ui.selected)) ui.selected = shown.length ? shown[0].key : null;
          const all = failures();
          const decided = all.filter(s => s.decision);
          document.getElementById('counts').textContent = run.counts;
          document.getElementById('progress').textContent = all.length
            ? `${all.filter(s => s.decision === 'accepted').length} accepted, ${all.filter(s => s.decision === 'rejected').length} rejected, ${all.length - decided.length} to review · ${shown.length} shown`
            : '';
          const acceptable = shown.filter(s => s.acceptable && s.decision !== 'accepted');
          const acceptShown = document.getElementById('accept-shown');
          acceptShown.textContent = `Accept all shown (${acceptable.length})`;
          acceptShown.disabled = acceptable.length === 0;
          for (const button of document.querySelectorAll('.views button')) button.setAttribute('aria-pressed', String(button.dataset.view === ui.view));

          const container = document.getElementById('failures');
          const groups = new Map();
          for (const snapshot of shown) {
            if (!groups.has(snapshot.scene)) groups.set(snapshot.scene, []);
            groups.get(snapshot.scene).push(snapshot);
          }
          const sections = [];
          for (const [scene, snapshots] of groups) {
            sections.push(el('section', { class: 'scene', 'data-scene': scene },
              el('h2', {}, scene, ' ', el('small', {}, `${snapshots.length} failing`)), ...snapshots.map(card)));
          }
          if (!sections.length) {
            sections.push(el('p', { class: 'empty' }, all.length ? 'No failure matches the filters.' : 'Every snapshot matched its golden.'));
          }
          container.replaceChildren(...sections);
          renderFiles();
          renderMatched();
          save();
        }

        function card(snapshot) {
          const selected = snapshot.key === ui.selected;
          const classes = ['card', snapshot.kind, snapshot.decision || '', selected ? 'selected' : ''].filter(c => c).join(' ');
          const acceptLabel = snapshot.kind === 'missing' ? 'Accept new (a)' : snapshot.kind === 'transcript' ? 'Accept transcript (a)' : 'Accept (a)';
          const head = el('div', { class: 'card-head' },
            el('span', { class: 'badge' }, snapshot.kind === 'missing' ? 'new' : snapshot.kind),
            el('code', {}, snapshot.configuration),
            snapshot.decision ? el('span', { class: 'decision ' + snapshot.decision }, snapshot.decision) : null,
            el('span', { class: 'actions' },
              el('button', { type: 'button', class: 'accept', disabled: !snapshot.acceptable || snapshot.decision === 'accepted',
                title: snapshot.refusal || null, onclick: () => accept([snapshot.key]) }, acceptLabel),
              el('button', { type: 'button', class: 'reject', disabled: snapshot.decision === 'accepted',
                onclick: () => reject(snapshot.key) }, snapshot.decision === 'rejected' ? 'Undo reject (r)' : 'Reject (r)')));
          const node = el('article', { class: classes, 'data-key': snapshot.key, tabindex: '-1',
            onclick: (event) => { if (event.target.tagName !== 'BUTTON' && event.target.tagName !== 'INPUT') select(snapshot.key, false); } },
            head, el('p', { class: 'detail' }, snapshot.key + ': ' + snapshot.detail),
            refusals[snapshot.key] ? el('p', { class: 'refusal' }, 'Not accepted: ' + refusals[snapshot.key]) : null,
            snapshot.refusal ? el('p', { class: 'note cannot-accept' }, 'Cannot be accepted: ' + snapshot.refusal) : null,
            snapshot.status === 'matched' ? matchedImage(snapshot) : viewer(snapshot),
            snapshot.transcript ? transcriptBlock(snapshot) : null,
            (snapshot.findings || []).length ? findingsBlock(snapshot) : null);
          return node;
        }

        function image(src, alt, extra) {
          const img = el('img', { src, alt, class: extra || '', loading: 'lazy', decoding: 'async' });
          img.addEventListener('load', () => zoom(img));
          zoom(img);
          return img;
        }
        function zoom(img) {
          if (ui.zoom === 'fit') {
            img.classList.add('fit'); img.classList.remove('zoomed'); img.style.width = '';
          } else {
            img.classList.remove('fit'); img.classList.add('zoomed');
            if (img.naturalWidth) img.style.width = img.naturalWidth * Number(ui.zoom) + 'px';
          }
        }

        function expectedSource(snapshot) {
          if (snapshot.decision === 'accepted') return snapshot.golden + '?accepted=' + (snapshot.acceptedAt || 1);
          return snapshot.expected;
        }

        function viewer(snapshot) {
          const expected = expectedSource(snapshot);
          const expectedTitle = snapshot.decision === 'accepted' ? 'Golden (accepted)' : 'Expected';
          const figure = (title, src) => el('figure', {}, el('figcaption', {}, title),
            src ? el('div', { class: 'frame' }, image(src, title + ': ' + snapshot.key)) : el('p', { class: 'note' }, 'none'));
          if (!snapshot.actual) return el('p', { class: 'note' }, 'No image: the snapshot could not be rendered.');
          if (ui.view === 'side' || !expected) {
            const panes = el('div', { class: 'panes' },
              snapshot.status === 'missing' && snapshot.decision !== 'accepted' ? el('figure', {}, el('figcaption', {}, 'Expected'), el('p', { class: 'note' }, 'No golden yet: this snapshot is new.')) : figure(expectedTitle, expected),
              figure('Actual', snapshot.actual),
              snapshot.diff && snapshot.decision !== 'accepted' ? figure('Diff', snapshot.diff) : null);
            if (ui.view !== 'side') return el('div', {}, el('p', { class: 'note' }, 'New snapshot: only the actual image to show.'), panes);
            return panes;
          }
          const bottom = image(expected, 'expected: ' + snapshot.key);
          const top = image(snapshot.actual, 'actual: ' + snapshot.key, 'top');
          const stack = el('div', { class: 'stack' }, bottom, top,
            ui.view === 'slider' ? el('div', { class: 'split-line', style: `left: ${ui.split}%` }) : null);
          const frame = el('div', { class: 'frame' }, stack);
          const tools = el('div', { class: 'stack-tools' });
          if (ui.view === 'slider') {
            top.style.clipPath = `inset(0 0 0 ${ui.split}%)`;
            const range = el('input', { type: 'range', min: '0', max: '100', value: String(ui.split), class: 'split', 'aria-label': 'slider between expected and actual' });
            range.addEventListener('input', () => {
              ui.split = Number(range.value); save();
              for (const other of document.querySelectorAll('.stack .top')) other.style.clipPath = `inset(0 0 0 ${ui.split}%)`;
              for (const line of document.querySelectorAll('.stack .split-line')) line.style.left = ui.split + '%';
              for (const other of document.querySelectorAll('input.split')) if (other !== range) other.value = range.value;
            });
            tools.append('Expected', range, 'Actual');
          } else if (ui.view === 'onion') {
            top.style.opacity = String(ui.opacity / 100);
            const range = el('input', { type: 'range', min: '0', max: '100', value: String(ui.opacity), class: 'opacity', 'aria-label': 'opacity of the actual image' });
            range.addEventListener('input', () => {
              ui.opacity = Number(range.value); save();
              for (const other of document.querySelectorAll('.stack .top')) other.style.opacity = String(ui.opacity / 100);
              for (const other of document.querySelectorAll('input.opacity')) if (other !== range) other.value = range.value;
            });
            tools.append('Expected', range, `Actual`);
          } else {
            top.style.visibility = blinkOn ? 'visible' : 'hidden';
            tools.append(el('span', { class: 'blink-label' }, blinkOn ? 'showing actual' : 'showing expected'), ' (alternating every half second)');
          }
          return el('div', {}, frame, tools);
        }

        // The image of a snapshot whose pixels matched: the actual one, the audit's findings drawn over it.
        function matchedImage(snapshot) {
          if (!snapshot.actual) return el('p', { class: 'note' }, 'The image matched its golden.');
          const marked = el('div', { class: 'marked' }, image(snapshot.actual, 'actual: ' + snapshot.key));
          const width = snapshot.imageWidth || 1, height = snapshot.imageHeight || 1;
          (snapshot.findings || []).forEach((finding, index) => {
            const box = el('div', { class: 'box' + (finding.waiver ? ' waived' : ''),
              style: `left: ${finding.x / width * 100}%; top: ${finding.y / height * 100}%; width: ${finding.width / width * 100}%; height: ${finding.height / height * 100}%` },
              el('span', {}, String(index + 1)));
            marked.append(box);
          });
          return el('figure', {}, el('figcaption', {}, 'Actual (the image matched its golden)'), el('div', { class: 'frame' }, marked));
        }

        // The lines turning `expected` into `actual`, each [' ', '-' or '+', text]: a longest common subsequence.
        function lineDiff(expected, actual) {
          const a = expected.split('\n').filter(l => l), b = actual.split('\n').filter(l => l);
          const common = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
          for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) {
            common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
          }
          const out = [];
          let i = 0, j = 0;
          while (i < a.length || j < b.length) {
            if (i < a.length && j < b.length && a[i] === b[j]) { out.push([' ', a[i]]); i++; j++; }
            else if (i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1])) out.push(['-', a[i++]]);
            else out.push(['+', b[j++]]);
          }
          return out;
        }
        function transcriptBlock(snapshot) {
          const transcript = snapshot.transcript;
          const rows = typeof transcript.actual === 'string'
            ? lineDiff(transcript.expected || '', transcript.actual) : transcript.diff.map(line => [line[0], line.slice(2)]);
          const status = transcript.status === 'missing' ? 'no golden yet: every line is new'
            : transcript.status === 'unreadable' ? 'its golden cannot be read: ' + (transcript.message || '') : 'the golden (−) against the run (+)';
          return el('div', { class: 'a11y transcript' },
            el('h3', {}, 'VoiceOver transcript ', el('small', {}, status + ' · ' + transcript.golden)),
            el('pre', {}, ...rows.map(([mark, text]) =>
              el('span', { class: mark === '+' ? 'added' : mark === '-' ? 'removed' : 'same' }, (mark === '-' ? '−' : mark) + ' ' + text))));
        }
        function findingsBlock(snapshot) {
          const findings = snapshot.findings;
          const waived = findings.filter(f => f.waiver).length;
          const point = v => String(Math.round(v * 100) / 100);
          return el('div', { class: 'a11y findings' },
            el('h3', {}, 'Accessibility audit ', el('small', {}, `${findings.length - waived} failing` + (waived ? `, ${waived} waived` : ''))),
            el('ol', {}, ...findings.map(f => el('li', { class: f.waiver ? 'waived' : '' },
              el('code', {}, f.rule), ' ', f.element, ': ', el('strong', {}, f.figure),
              ` (x ${point(f.x)}-${point(f.x + f.width)}, y ${point(f.y)}-${point(f.y + f.height)} pt)`,
              f.waiver ? ' waived: ' + f.waiver : null))));
        }

        function renderFiles() {
          const container = document.getElementById('files');
          const blocks = [];
          const list = (title, text, files) => {
            if (!files.length) return;
            blocks.push(el('section', { class: 'files' }, el('h2', {}, `${title} (${files.length})`), el('p', { class: 'note' }, text),
              el('ul', {}, ...files.map(file => fileRow(file)))));
          };
          list('Orphaned goldens', 'No scene produces these any more.', run.orphans);
          list('Stray files', 'PNG files in the goldens folder that are not goldens nhs-snap writes.', run.strays);
          container.replaceChildren(...blocks);
        }
        function fileRow(file) {
          const path = run.goldens + '/' + file.path;
          const row = el('li', { class: file.deleted ? 'deleted' : '' }, el('code', {}, path));
          if (file.deleted) { row.append(el('span', { class: 'note' }, 'deleted')); return row; }
          if (file.url) row.append(el('a', { href: file.url, target: '_blank', rel: 'noopener' }, 'view'));
          const ask = el('button', { type: 'button', class: 'delete', onclick: () => {
            ask.replaceWith(el('span', { class: 'confirming' }, `Delete ${path}? `,
              el('button', { type: 'button', class: 'confirm', onclick: () => remove(file.path) }, 'Delete for good'), ' ',
              el('button', { type: 'button', class: 'cancel', onclick: () => renderFiles() }, 'Cancel')));
          } }, 'Delete…');
          row.append(ask);
          return row;
        }
        function renderMatched() {
          const matched = run.snapshots.filter(s => !s.failing);
          const container = document.getElementById('matched');
          if (!matched.length) { container.replaceChildren(); return; }
          container.replaceChildren(el('details', { class: 'matched' }, el('summary', {}, `Matched (${matched.length})`),
            el('ul', {}, ...matched.slice(0, 2000).map(s => el('li', {}, s.key)))));
        }

        function select(key, scroll) {
          ui.selected = key; save();
          for (const node of document.querySelectorAll('.card')) node.classList.toggle('selected', node.dataset.key === key);
          const node = document.querySelector(`.card[data-key="${CSS.escape(key)}"]`);
          if (!node || !scroll) return;
          // The first card of a scene brings its scene's heading into view with it.
          const first = node.parentElement.querySelector('.card') === node;
          (first ? node.parentElement : node).scrollIntoView({ block: 'start' });
          window.scrollBy(0, -headerHeight());
          node.focus({ preventScroll: true });
        }
        function headerHeight() {
          const header = document.querySelector('header');
          return getComputedStyle(header).position === 'sticky' ? header.offsetHeight + 8 : 0;
        }
        function move(step) {
          if (!shown.length) return;
          const index = shown.findIndex(s => s.key === ui.selected);
          const next = Math.min(shown.length - 1, Math.max(0, (index < 0 ? 0 : index + step)));
          select(shown[next].key, true);
        }
        function current() { return run.snapshots.find(s => s.key === ui.selected); }
        function nextUndecided(after) {
          const index = shown.findIndex(s => s.key === after);
          return shown.slice(index + 1).find(s => !s.decision) || null;
        }

        async function accept(keys) {
          if (!keys.length) return;
          say(`Accepting ${keys.length} snapshot${keys.length === 1 ? '' : 's'}…`);
          try {
            const answers = await post('accept', { keys });
            let accepted = 0, refused = 0;
            for (const answer of answers) {
              const snapshot = run.snapshots.find(s => s.key === answer.key);
              if (answer.outcome === 'refused') { refused++; refusals[answer.key] = answer.message; continue; }
              accepted++; delete refusals[answer.key];
              snapshot.decision = 'accepted'; snapshot.acceptedAt = Date.now();
            }
            const last = keys[keys.length - 1];
            const next = keys.length === 1 ? nextUndecided(last) : null;
            render();
            if (next && current() && current().decision) select(next.key, true);
            say(refused ? `${accepted} accepted, ${refused} refused (see each one)` : `${accepted} accepted: golden${accepted === 1 ? '' : 's'} written`, refused > 0);
          } catch (error) { say('Accept failed: ' + error.message, true); }
        }
        async function reject(key) {
          const snapshot = run.snapshots.find(s => s.key === key);
          if (!snapshot || snapshot.decision === 'accepted') return;
          const undo = snapshot.decision === 'rejected';
          try {
            await post('reject', { keys: [key], undo });
            snapshot.decision = undo ? null : 'rejected';
            const next = undo ? null : nextUndecided(key);
            render();
            if (next) select(next.key, true);
            say(undo ? 'Rejection undone' : 'Rejected: left failing');
          } catch (error) { say('Reject failed: ' + error.message, true); }
        }
        async function remove(path) {
          try {
            const answer = await post('delete', { paths: [path] });
            const problem = answer.problems[path];
            if (problem) { say(problem, true); return; }
            for (const file of run.orphans.concat(run.strays)) if (file.path === path) file.deleted = true;
            renderFiles();
            say('Deleted ' + run.goldens + '/' + path);
          } catch (error) { say('Delete failed: ' + error.message, true); }
        }

        for (const field of FIELDS) {
          document.getElementById('filter-' + field).addEventListener('change', (event) => {
            if (event.target.value) ui.filters[field] = event.target.value; else delete ui.filters[field];
            render();
          });
        }
        document.getElementById('filter-decision').addEventListener('change', (event) => { ui.decision = event.target.value; render(); });
        document.getElementById('zoom').addEventListener('change', (event) => { ui.zoom = event.target.value; save(); document.querySelectorAll('main img').forEach(zoom); });
        for (const button of document.querySelectorAll('.views button')) button.addEventListener('click', () => { ui.view = button.dataset.view; render(); });
        document.getElementById('accept-shown').addEventListener('click', () => accept(shown.filter(s => s.acceptable && s.decision !== 'accepted').map(s => s.key)));
        document.getElementById('stop').addEventListener('click', async () => {
          try { await post('shutdown'); } catch (error) {}
          document.body.replaceChildren(el('main', {}, el('p', { class: 'empty' }, 'The review server has stopped. Close this tab.')));
        });
        document.addEventListener('keydown', (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey) return;
          const tag = event.target.tagName;
          if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && event.target.type !== 'range')) return;
          if (tag === 'INPUT' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
          let handled = true;
          switch (event.key) {
            case 'j': case 'ArrowDown': move(1); break;
            case 'k': case 'ArrowUp': move(-1); break;
            case 'a': {
              const s = current();
              if (s && s.acceptable && s.decision !== 'accepted') accept([s.key]);
              else if (s && s.refusal) say('Cannot be accepted: ' + s.refusal, true);
              break;
            }
            case 'r': { const s = current(); if (s) reject(s.key); break; }
            case 'v': ui.view = VIEWS[(VIEWS.indexOf(ui.view) + 1) % VIEWS.length]; render(); select(ui.selected, true); break;
            default: handled = false;
          }
          if (handled) event.preventDefault();
        });
        setInterval(() => {
          if (ui.view !== 'blink') return;
          blinkOn = !blinkOn;
          for (const top of document.querySelectorAll('.stack .top')) top.style.visibility = blinkOn ? 'visible' : 'hidden';
          for (const label of document.querySelectorAll('.blink-label')) label.textContent = blinkOn ? 'showing actual' : 'showing expected';
        }, 500);

        fetch('/api/state').then(r => r.json()).then(state => {
          run = state;
          buildFilters();
          render();
          if (restored.selected && ui.selected === restored.selected) select(ui.selected, true);
          document.body.dataset.ready = 'true';
        }).catch(error => say('Cannot load the run: ' + error.message, true));
        </script>
        </body>
        </html>
        """#
}
