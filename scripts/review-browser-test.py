#!/usr/bin/env python3
"""The review page in a real browser: headless Chromium driven through its DevTools protocol.

Sets up a goldens folder with two changed goldens, one missing golden, an orphan and a stray,
runs `nhs-snap verify` and `nhs-snap review`, then, in Chromium: loads the page, checks the
grouping, uses the filters, the slider, the onion skin, blink and zoom, moves with the keys,
accepts one snapshot with `a` and rejects another with `r`, reloads (the decisions and the
selection stay), deletes the stray after its confirmation, and stops the server from the page.
Checks on disk that exactly the accepted golden changed (and the stray went), and that verify
passes for the accepted snapshot and still fails for the others. Then a second review accepts
the new snapshot with "Accept all shown" after a filter, and `approve` the rejected one. Screenshots of the page (light
and dark, laptop and narrow width) go to --screenshots.

usage: review-browser-test.py NHS_SNAP_BINARY [--screenshots DIR] [--keep]
Standard library only; the WebSocket client is written here (RFC 6455, client side).
"""
import argparse
import base64
import hashlib
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENES = ["banner/solid", "banner/outlined"]
ACCEPTED = "banner/solid/iphone-se.large.light@1x"
CHANGED = "banner/outlined/iphone-se.large.dark@1x"
MISSING = "banner/outlined/iphone-se.large.light@1x"


class WebSocket:
    """A minimal WebSocket client: text frames out (masked), frames in, ping answered."""

    def __init__(self, url):
        assert url.startswith("ws://"), url
        host_port, _, path = url[len("ws://"):].partition("/")
        host, _, port = host_port.partition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the WebSocket handshake ended early")
            head += chunk
        head, _, self.buffer = head.partition(b"\r\n\r\n")
        status = head.split(b"\r\n")[0]
        if b" 101 " not in status:
            raise RuntimeError(f"WebSocket handshake refused: {status!r}")
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
        if accept not in head:
            raise RuntimeError("bad Sec-WebSocket-Accept")

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise RuntimeError("the WebSocket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _send_frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", length)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, text):
        self._send_frame(0x1, text.encode())

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x9:  # ping
                self._send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise RuntimeError("the browser closed the WebSocket")
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    """Headless Chromium and one page of it, spoken to over the DevTools protocol."""

    def __init__(self, profile):
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not binary:
            raise SystemExit("error: no chromium on PATH (apt-get install chromium)")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--remote-debugging-port=0",
             "--remote-allow-origins=*", f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        endpoint = None
        deadline = time.time() + 60
        while time.time() < deadline and endpoint is None:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None:
                raise RuntimeError("chromium exited before it listened")
            if line.startswith("DevTools listening on "):
                endpoint = line.split("DevTools listening on ", 1)[1].strip()
        if endpoint is None:
            raise RuntimeError("chromium did not say where DevTools listens")
        self.ws = WebSocket(endpoint)
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def call(self, method, session=False, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.ws.send(json.dumps(message))
        while True:
            answer = json.loads(self.ws.receive())
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)
            if answer.get("method") == "Runtime.exceptionThrown":
                details = answer["params"]["exceptionDetails"]
                raise AssertionError(f"the page threw: {details.get('exception', {}).get('description', details)}")

    def page(self, method, **params):
        return self.call(method, session=True, **params)

    def evaluate(self, expression):
        result = self.page("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if self.evaluate(expression):
                    return
            except AssertionError as error:
                if "the page threw" in str(error):
                    raise
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {expression}")

    def key(self, key):
        codes = {"ArrowDown": 40, "ArrowUp": 38}
        code = codes[key] if key in codes else ord(key.upper())
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind, "key": key, "windowsVirtualKeyCode": code,
                      "code": key if key in codes else "Key" + key.upper()}
            if kind == "keyDown" and key not in codes:
                params["text"] = key
            self.page("Input.dispatchKeyEvent", **params)

    def look(self, width, height, scheme):
        self.page("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=width < 600)
        self.page("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])

    def screenshot(self, path):
        data = self.page("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def digests(folder):
    """Every file under `folder` and the SHA-256 of its bytes."""
    found = {}
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as file:
                found[os.path.relpath(path, folder)] = hashlib.sha256(file.read()).hexdigest()
    return found


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print(f"ok: {what}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--screenshots")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    work = tempfile.mkdtemp(prefix="nhs-snap-review-")
    goldens = os.path.join(work, "Goldens")
    for scene in SCENES:
        shutil.copytree(os.path.join(REPO, "Goldens", scene), os.path.join(goldens, scene))
    # Two changed goldens (another configuration's image in their place), one missing, an orphan, a stray.
    def golden(key):
        return os.path.join(goldens, key + ".png")
    shutil.copyfile(golden("banner/solid/iphone-se.large.dark@1x"), golden(ACCEPTED))
    shutil.copyfile(golden("banner/outlined/iphone-se.large.light@1x"), golden(CHANGED))
    os.remove(golden(MISSING))
    os.makedirs(os.path.join(goldens, "banner", "gone"))
    shutil.copyfile(golden("banner/solid/iphone-se.xSmall.light@1x"), os.path.join(goldens, "banner", "gone", "iphone-se.large.light@1x.png"))
    shutil.copyfile(golden("banner/solid/iphone-se.xSmall.light@1x"), os.path.join(goldens, "old-banner.png"))

    environment = {k: v for k, v in os.environ.items() if k not in ("CI", "GITHUB_ACTIONS")}
    environment["NHS_SNAP_FONTS"] = os.path.join(REPO, "Fonts")
    def nhs_snap(*arguments):
        return subprocess.run([binary, *arguments], cwd=work, env=environment, capture_output=True, text=True)

    selection = ["--filter", ",".join(SCENES)]
    run = nhs_snap("verify", *selection)
    check(run.returncode == 1 and "2 differing, 1 missing" in run.stdout, "verify fails with 2 differing and 1 missing")
    refused = subprocess.run([binary, "review"], cwd=work, env={**environment, "CI": "true"}, capture_output=True, text=True)
    check(refused.returncode == 2 and "refusing to review in CI" in refused.stderr, "review refuses in CI")

    server = subprocess.Popen([binary, "review", "--port", "0"], cwd=work, env=environment, stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    check(line.startswith("review: http://127.0.0.1:"), f"review prints its address: {line.strip()}")
    url = line.split()[1]
    before = digests(goldens)
    browser = Browser(os.path.join(work, "profile"))
    try:
        browser.look(1280, 900, "light")
        browser.page("Page.navigate", url=url)
        browser.wait_for("document.body.dataset.ready === 'true'")
        cards = browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.key)")
        check(cards == [CHANGED, MISSING, ACCEPTED], f"failures first, grouped by scene: {cards}")
        check(browser.evaluate("[...document.querySelectorAll('.scene > h2')].map(h => h.firstChild.textContent)") == ["banner/outlined", "banner/solid"],
              "one group per scene")
        check(browser.evaluate("document.querySelector('.card.missing .badge').textContent") == "new", "a missing golden shows as new")
        check(browser.evaluate("document.querySelectorAll('.card.missing img').length") == 1, "a new snapshot has only its actual image")
        check(browser.evaluate("document.querySelectorAll('.files li').length") == 2, "the orphan and the stray are listed")
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            for scheme in ("light", "dark"):
                for name, width, height in (("laptop", 1280, 900), ("narrow", 390, 844)):
                    browser.look(width, height, scheme)
                    time.sleep(0.3)
                    browser.screenshot(os.path.join(args.screenshots, f"review-{name}-{scheme}.png"))
            browser.look(1280, 900, "light")

        # Filters.
        def choose(select, value):
            browser.evaluate(f"(() => {{ const s = document.getElementById('{select}'); s.value = '{value}'; s.dispatchEvent(new Event('change')); }})()")
        choose("filter-scheme", "dark")
        check(browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.key)") == [CHANGED], "the scheme filter keeps the dark failure")
        check(browser.evaluate("document.getElementById('accept-shown').textContent") == "Accept all shown (1)", "accept all shown counts what is shown")
        choose("filter-scheme", "")
        choose("filter-decision", "new")
        check(browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.key)") == [MISSING], "the decision filter shows the new snapshot")
        choose("filter-decision", "all")
        choose("filter-device", "iphone-se")
        check(browser.evaluate("document.querySelectorAll('.card').length") == 3, "the device filter keeps the iPhone SE's failures")
        choose("filter-device", "")

        # Views: v cycles side by side, slider, onion skin, blink.
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == MISSING, "the selection stays where the filter left it")
        browser.evaluate("document.querySelector('.card .detail').click()")
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == CHANGED, "a click selects a failure")
        browser.key("v")
        check(browser.evaluate("document.querySelector('.views [aria-pressed=true]').dataset.view") == "slider", "v switches to the slider")
        check(browser.evaluate("document.querySelector('.stack .top').style.clipPath") == "inset(0px 0px 0px 50%)", "the slider starts half way")
        browser.evaluate("(() => { const r = document.querySelector('input.split'); r.value = '20'; r.dispatchEvent(new Event('input')); })()")
        check(browser.evaluate("[...document.querySelectorAll('.stack .top')].every(t => t.style.clipPath === 'inset(0px 0px 0px 20%)')"),
              "moving the slider moves the split of every overlay")
        browser.key("v")
        check(browser.evaluate("document.querySelector('.stack .top').style.opacity") == "0.5", "v switches to the onion skin at half opacity")
        browser.evaluate("(() => { const r = document.querySelector('input.opacity'); r.value = '80'; r.dispatchEvent(new Event('input')); })()")
        check(browser.evaluate("document.querySelector('.stack .top').style.opacity") == "0.8", "the onion skin's slider sets the opacity")
        browser.key("v")
        seen = set()
        deadline = time.time() + 5
        while time.time() < deadline and len(seen) < 2:
            seen.add(browser.evaluate("document.querySelector('.stack .top').style.visibility"))
            time.sleep(0.1)
        check(seen == {"visible", "hidden"}, f"blink alternates the actual image ({sorted(seen)})")
        browser.key("v")
        check(browser.evaluate("document.querySelector('.views [aria-pressed=true]').dataset.view") == "side", "v comes back to side by side")

        # Zoom to whole pixels.
        choose("zoom", "4")
        browser.wait_for("(() => { const i = document.querySelector('.card img'); return i.complete && i.naturalWidth > 0; })()")
        zoomed = browser.evaluate("(() => { const i = document.querySelector('.card img'); return [i.naturalWidth, i.getBoundingClientRect().width, getComputedStyle(i).imageRendering]; })()")
        check(zoomed[1] == zoomed[0] * 4 and zoomed[2] == "pixelated", f"zoom 4x is four screen pixels a pixel, nearest-neighbour: {zoomed}")
        choose("zoom", "fit")

        # Keys: j/k and the arrows, then r rejects the changed one and a accepts the solid banner.
        browser.key("j")
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == MISSING, "j selects the next failure")
        browser.key("k")
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == CHANGED, "k selects the previous one")
        browser.key("r")
        browser.wait_for(f"document.querySelector('.card[data-key=\"{CHANGED}\"]').classList.contains('rejected')")
        check(True, "r rejects the selected failure")
        browser.key("ArrowDown")
        browser.key("ArrowDown")
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == ACCEPTED, "the down arrow moves on")
        browser.key("a")
        browser.wait_for(f"document.querySelector('.card[data-key=\"{ACCEPTED}\"]').classList.contains('accepted')")
        check(True, "a accepts the selected failure")
        after = digests(goldens)
        changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
        check(changed == [ACCEPTED + ".png"], f"exactly the accepted golden changed on disk: {changed}")
        check(browser.evaluate(f"document.querySelector('.card[data-key=\"{ACCEPTED}\"] img').src.includes('/goldens/')"),
              "the accepted card shows the new golden")

        # A reload keeps the decisions and the selection.
        browser.page("Page.reload")
        time.sleep(0.2)
        browser.wait_for("document.body.dataset.ready === 'true'")
        decisions = browser.evaluate("[...document.querySelectorAll('.card')].map(c => [c.dataset.key, c.classList.contains('accepted'), c.classList.contains('rejected')])")
        check(decisions == [[CHANGED, False, True], [MISSING, False, False], [ACCEPTED, True, False]], f"a reload keeps the decisions: {decisions}")
        check(browser.evaluate("document.querySelector('.card.selected').dataset.key") == ACCEPTED, "a reload keeps the selection")
        if args.screenshots:
            browser.evaluate("document.querySelector('.card').scrollIntoView()")
            browser.key("v")
            browser.screenshot(os.path.join(args.screenshots, "review-slider-after-accept.png"))
            for name, width, height in (("laptop", 1280, 900), ("narrow", 390, 844)):
                browser.look(width, height, "dark")
                time.sleep(0.3)
                browser.screenshot(os.path.join(args.screenshots, f"review-slider-{name}-dark.png"))
            browser.look(1280, 900, "light")
            browser.key("v")
            browser.key("v")
            browser.key("v")

        # Delete the stray, after the confirmation.
        browser.evaluate("[...document.querySelectorAll('.files li')].find(li => li.textContent.includes('old-banner.png')).querySelector('button.delete').click()")
        check(os.path.exists(os.path.join(goldens, "old-banner.png")), "the first click only asks for confirmation")
        browser.evaluate("document.querySelector('.files button.confirm').click()")
        browser.wait_for("[...document.querySelectorAll('.files li.deleted')].length === 1")
        check(not os.path.exists(os.path.join(goldens, "old-banner.png")), "confirming deletes the stray file")
        final = digests(goldens)
        changed = sorted(path for path in set(before) | set(final) if before.get(path) != final.get(path))
        check(changed == [ACCEPTED + ".png", "old-banner.png"], f"nothing else changed: {changed}")

        browser.evaluate("document.getElementById('stop').click()")
        server.wait(timeout=20)
        check(server.returncode == 0, "the page's Stop button stops the server")
    finally:
        browser.close()
        if server.poll() is None:
            server.kill()

    run = nhs_snap("verify", "--filter", ACCEPTED)
    check(run.returncode == 0, "verify passes for the accepted snapshot")
    run = nhs_snap("verify", *selection)
    check(run.returncode == 1 and "1 differing, 1 missing" in run.stdout and ACCEPTED not in run.stdout,
          "verify still fails for the others")
    # Accept all shown: the new snapshot, after filtering to it, in one action of a new review.
    server = subprocess.Popen([binary, "review", "--port", "0"], cwd=work, env=environment, stdout=subprocess.PIPE, text=True)
    url = server.stdout.readline().split()[1]
    browser = Browser(os.path.join(work, "profile"))
    try:
        browser.page("Page.navigate", url=url)
        browser.wait_for("document.body.dataset.ready === 'true'")
        check(browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.key)") == [CHANGED, MISSING],
              "a review of the latest run shows its two failures")
        browser.evaluate("(() => { const s = document.getElementById('filter-decision'); s.value = 'new'; s.dispatchEvent(new Event('change')); })()")
        before = digests(goldens)
        browser.evaluate("document.getElementById('accept-shown').click()")
        browser.wait_for("document.querySelectorAll('.card.accepted').length === 1")
        after = digests(goldens)
        changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
        check(changed == [MISSING + ".png"], f"accept all shown wrote exactly the shown snapshot's golden: {changed}")
        browser.evaluate("document.getElementById('stop').click()")
        server.wait(timeout=20)
    finally:
        browser.close()
        if server.poll() is None:
            server.kill()
    run = nhs_snap("approve", CHANGED)
    check(run.returncode == 0 and f"accepted {CHANGED}" in run.stdout, "approve accepts a key from the command line")
    run = nhs_snap("verify", *selection)
    check(run.returncode == 0 and "0 differing, 0 missing" in run.stdout, "after approve every snapshot matches")

    # One configuration's VoiceOver transcript golden edited (a file of its own beside its image, over
    # the transcript.txt the scene's configurations share), its image untouched: the page shows the
    # text diff, and a accepts it by removing that file (it reads as the shared one now), nothing else.
    with open(os.path.join(goldens, "banner", "solid", "transcript.txt"), encoding="utf-8") as file:
        reads = file.read()
    transcript = os.path.join(goldens, ACCEPTED + ".txt")
    check(not os.path.exists(transcript), "the configuration reads the scene's shared transcript")
    with open(transcript, "w", encoding="utf-8") as file:
        file.write("An old first line\n" + reads)
    run = nhs_snap("verify", *selection)
    check(run.returncode == 1 and "1 VoiceOver transcript changed or missing" in run.stdout, "verify fails for the changed transcript alone")
    server = subprocess.Popen([binary, "review", "--port", "0"], cwd=work, env=environment, stdout=subprocess.PIPE, text=True)
    url = server.stdout.readline().split()[1]
    browser = Browser(os.path.join(work, "profile"))
    try:
        browser.page("Page.navigate", url=url)
        browser.wait_for("document.body.dataset.ready === 'true'")
        choose("filter-decision", "undecided")
        check(browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.key)") == [ACCEPTED],
              "the transcript failure is shown to review")
        check(browser.evaluate("document.querySelector('.card .badge').textContent") == "transcript", "it is labelled transcript")
        check(browser.evaluate("[...document.querySelectorAll('.card .transcript .removed')].map(s => s.textContent)") == ["\u2212 An old first line"],
              "the golden's line gone is shown struck out")
        kept = len([line for line in reads.split("\n") if line])
        check(browser.evaluate("document.querySelectorAll('.card .transcript .same').length") == kept, "the lines both share are shown")
        before = digests(goldens)
        browser.key("a")
        browser.wait_for("document.getElementById('message').textContent.startsWith('1 accepted')")
        after = digests(goldens)
        changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
        check(changed == [ACCEPTED + ".txt"] and not os.path.exists(transcript),
              f"a removes exactly the configuration's own transcript golden, the shared one untouched: {changed}")
        check(browser.evaluate("document.querySelectorAll('.card').length") == 0, "accepted, it leaves the failures to review")
        choose("filter-decision", "all")
        check(browser.evaluate(f"document.querySelector('.card[data-key=\"{ACCEPTED}\"]').classList.contains('accepted')"),
              "it shows as accepted")
        if args.screenshots:
            browser.look(1280, 900, "light")
            time.sleep(0.3)
            browser.screenshot(os.path.join(args.screenshots, "review-transcript-laptop-light.png"))
        browser.evaluate("document.getElementById('stop').click()")
        server.wait(timeout=20)
    finally:
        browser.close()
        if server.poll() is None:
            server.kill()
    run = nhs_snap("verify", *selection)
    check(run.returncode == 0, "after accepting the transcript every snapshot matches")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    print("review browser test: passed")


if __name__ == "__main__":
    main()
