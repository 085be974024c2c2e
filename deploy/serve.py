"""``make serve``: Scorepad as production runs it, one command for the whole of it.

nginx (Debian's package) listens on ``HOST:PORT`` and reads every request whole, however slowly
or badly it is sent, before gunicorn (``gunicorn.conf.py``: synchronous workers, each request
ended at ``REQUEST_TIMEOUT``) is asked over a Unix socket in the run directory. This script
writes nginx's configuration (``deploy/nginx.conf``) and its own error pages from the
environment into that directory, starts gunicorn, then nginx, and watches both: a signal to
stop (TERM, INT) stops both, HUP reloads both (new workers, a new configuration), and a process
that ends by itself is started again, unless it ended within seconds of its start (a broken
setting), when everything stops with an error for the supervisor (``deploy/scorepad.service``)
to see. docs/production.md describes the whole.

    python deploy/serve.py [gunicorn arguments]   # make serve, after migrate and collectstatic
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from string import Template
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
# A server that ends by itself is started again, unless it ended before it served (a setting
# it refuses, a port taken: it would end the same way) or this many times within the window.
RESTARTS = 5
RESTART_WINDOW = 60.0

# nginx's own answers: what happened, in English and Turkish (the app's pages are bilingual
# where the language is not known yet, as templates/503.html is).
REFUSALS = {
    400: (
        "Bad request · Hatalı istek",
        "Scorepad could not read that request. Nothing was changed.",
        "Skor Defteri bu isteği okuyamadı. Hiçbir şey değişmedi.",
    ),
    413: (
        "Too big · Çok büyük",
        "That was more than Scorepad takes: a game file is at most {limit} KB."
        " Nothing was changed.",
        "Bu, Skor Defteri'nin aldığından büyüktü: bir oyun dosyası en çok {limit} KB olabilir."
        " Hiçbir şey değişmedi.",
    ),
    414: (
        "Address too long · Adres çok uzun",
        "That address is longer than any page of Scorepad. Nothing was changed.",
        "Bu adres Skor Defteri'nin hiçbir sayfasında yok kadar uzun. Hiçbir şey değişmedi.",
    ),
    429: (
        "Too many requests · Çok fazla istek",
        "Too many requests came from your address at once. Wait a moment and try again.",
        "Adresinizden aynı anda çok fazla istek geldi. Biraz bekleyip yeniden deneyin.",
    ),
    431: (
        "Headers too large · Başlıklar çok büyük",
        "Your browser sent more headers than Scorepad takes. Nothing was changed.",
        "Tarayıcınız Skor Defteri'nin aldığından büyük başlıklar gönderdi. Hiçbir şey değişmedi.",
    ),
}

PAGE = Template(
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">'
    '<meta name="viewport" content="width=device-width, initial-scale=1">'
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'">'
    "<title>$title</title></head>\n<body>\n<h1>$title</h1>\n<p>$english</p>\n"
    '<p lang="tr">$turkish</p>\n<p><a href="/">Scorepad</a></p>\n</body>\n</html>\n'
)


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if not value.isdigit():
        sys.exit(f"{name}={value!r} is not a whole number: use digits, e.g. {name}={default}")
    return int(value)


def listen_address() -> str:
    host = os.environ.get("HOST", "127.0.0.1").strip() or "127.0.0.1"
    port = env_int("PORT", 8000)
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"{host}:{port}"


class AppSettings(NamedTuple):
    """What nginx must agree on with the app (scorepad/settings.py reads them all)."""

    max_body: int
    permissions_policy: str
    timeout: int
    trusted_proxies: list[str]


def app_settings() -> AppSettings:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
    sys.path.insert(0, str(REPO))
    import django
    from django.conf import settings

    django.setup()
    return AppSettings(
        int(settings.REQUEST_MAX_BYTES),
        str(settings.PERMISSIONS_POLICY),
        int(settings.REQUEST_TIMEOUT),
        list(settings.TRUSTED_PROXIES),
    )


def write_configuration(run: Path) -> dict[str, str]:
    """nginx's configuration and error pages in ``run``; the environment gunicorn gets."""
    app = app_settings()
    max_body, timeout, proxies = app.max_body, app.timeout, app.trusted_proxies
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    open_files = min(hard if hard != resource.RLIM_INFINITY else 65536, 65536)
    body_dir = Path(os.environ.get("SERVE_BODY_DIR", "") or run / "body")
    access_log = os.environ.get("ACCESS_LOG", "-").strip()
    # nginx's access log, in nginx.conf's own format (no link's token, no phone's key), or none.
    log_to = {"-": "/dev/stdout"}.get(access_log, access_log)
    user = ""
    if os.geteuid() == 0:
        # nginx started as root (CI, a container) hands its workers to nobody: the run
        # directory is theirs to read, the socket theirs to reach, and no one else's.
        user = "user nobody nogroup;"
        shutil.chown(run, group="nogroup")
        run.chmod(0o750)
        for parent in run.resolve().parents:
            if not parent.stat().st_mode & stat.S_IXOTH:
                sys.exit(f"nginx's workers (nobody) cannot reach {run}: {parent} is closed to them")
    values = {
        "run": str(run),
        "socket": str(run / "app.sock"),
        "user": user,
        "nginx_workers": str(env_int("NGINX_WORKERS", 1)),
        "open_files": str(open_files),
        # Two a proxied request (the client's, gunicorn's); the rest for slow clients.
        "worker_connections": str(max(1024, open_files // 2)),
        "access_log": f"{log_to} scorepad" if log_to else "off",
        "body_dir": str(body_dir),
        "head_seconds": str(min(timeout, 10)),
        "body_seconds": str(min(timeout, 10)),
        "keepalive_seconds": str(env_int("KEEPALIVE_SECONDS", 20)),
        "max_body": str(max_body),
        "client_requests": str(env_int("CLIENT_REQUESTS", 64)),
        "real_ip": "\n    ".join(
            [f"set_real_ip_from {proxy};" for proxy in proxies]
            + ["real_ip_header X-Forwarded-For;", "real_ip_recursive on;"] * bool(proxies)
        ),
        "trusted_geo": "\n        ".join(f"{proxy} 1;" for proxy in proxies),
        "permissions_policy": app.permissions_policy.replace('"', '\\"'),
        "listen": listen_address(),
        "upstream_seconds": str(timeout + 15),
    }
    template = (REPO / "deploy" / "nginx.conf").read_text()
    # ${name} is filled in; nginx's own $variables are left as they are.
    configuration = re.sub(r"\$\{(\w+)\}", lambda found: values[found.group(1)], template)
    (run / "nginx.conf").write_text(configuration)
    pages = run / "_refused"
    pages.mkdir(exist_ok=True)
    for status, (title, english, turkish) in REFUSALS.items():
        page = PAGE.substitute(
            title=title,
            english=english.format(limit=max_body // 1024),
            turkish=turkish.format(limit=max_body // 1024),
        )
        (pages / f"{status}.html").write_text(page)
    (pages / "503.html").write_text(over_time_page(timeout))
    # Its one peer is this nginx, which writes X-Forwarded-For afresh: one hop.
    return {"BIND": f"unix:{run / 'app.sock'}", "REQUEST_TIMEOUT": str(timeout), "PROXY_COUNT": "1"}


def over_time_page(seconds: int) -> str:
    """templates/503.html: the answer to a request cut at the limit (and to any moment when
    gunicorn cannot answer)."""
    from django.template.loader import render_to_string

    return render_to_string("503.html", {"seconds": seconds})


def _die_with_parent() -> None:
    """In the child, before it runs: ended by the kernel if this script ends without
    stopping it (killed with SIGKILL), so no server outlives its supervisor."""
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Child:
    """One of the two servers: how to start it, how to stop it, whether it ever got ready."""

    def __init__(
        self, name: str, command: list[str], env: dict[str, str], stop: int, ready: Path
    ) -> None:
        self.name, self.command, self.env, self.stop_signal = name, command, env, stop
        self.ready_file = ready  # what it writes once it serves (gunicorn's socket, nginx's pid)
        self.process: subprocess.Popen[bytes] | None = None
        self.restarts: list[float] = []

    def start(self) -> None:
        self.ready_file.unlink(missing_ok=True)
        self.process = subprocess.Popen(
            self.command, cwd=REPO, env=self.env, preexec_fn=_die_with_parent
        )

    def ready(self) -> bool:
        return self.ready_file.exists()

    def signal(self, number: int) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(number)

    def wait(self, seconds: float) -> None:
        if self.process is None:
            return
        try:
            self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def may_restart(self) -> bool:
        """Whether to start it again: it had served, and has not ended over and over."""
        now = time.monotonic()
        self.restarts = [moment for moment in self.restarts if now - moment < RESTART_WINDOW]
        self.restarts.append(now)
        return self.ready() and len(self.restarts) <= RESTARTS


def wait_until_ready(child: Child, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not child.ready():
        if child.process is None or child.process.poll() is not None:
            sys.exit(f"{child.name} stopped before it served (its log is above)")
        if time.monotonic() > deadline:
            sys.exit(f"{child.name} did not start within {seconds:.0f} s")
        time.sleep(0.05)


def serve(run: Path, arguments: list[str]) -> int:
    if os.environ.get("PROXY_COUNT", "0").strip() not in ("", "0"):
        sys.exit(
            "PROXY_COUNT counts proxies for the app alone; make serve puts its own nginx in"
            " front, which believes X-Forwarded-For only from proxies it knows by address:"
            " name them instead, e.g. TRUSTED_PROXIES=10.0.0.7 (docs/production.md), and"
            " unset PROXY_COUNT."
        )
    env = {**os.environ, **write_configuration(run)}
    socket_path = run / "app.sock"
    nginx_binary = shutil.which("nginx") or "/usr/sbin/nginx"
    gunicorn = Child(
        "gunicorn",
        [sys.executable, "-m", "gunicorn", "-c", str(REPO / "gunicorn.conf.py"), *arguments],
        env,
        signal.SIGTERM,
        socket_path,
    )
    nginx_command = [nginx_binary, "-e", "stderr", "-p", str(run), "-c", str(run / "nginx.conf")]
    nginx = Child(
        "nginx",
        [*nginx_command, "-g", "daemon off;"],
        env,
        signal.SIGQUIT,  # graceful: the requests under way are answered first
        run / "nginx.pid",
    )
    check = subprocess.run([*nginx_command, "-t", "-q"], cwd=REPO, check=False)
    if check.returncode:
        return 1
    stopping: list[int] = []

    def on_signal(number: int, _frame: object) -> None:
        if number == signal.SIGHUP:
            gunicorn.signal(signal.SIGHUP)
            nginx.signal(signal.SIGHUP)
        else:
            stopping.append(number)

    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, on_signal)
    gunicorn.start()
    wait_until_ready(gunicorn)
    nginx.start()
    wait_until_ready(nginx)
    print(f"Scorepad: nginx on http://{listen_address()}/, gunicorn on {socket_path}", flush=True)
    status = 0
    while not stopping:
        for child in (gunicorn, nginx):
            assert child.process is not None
            code = child.process.poll()
            if code is None:
                continue
            if not child.may_restart():
                print(
                    f"Scorepad: {child.name} ended (status {code}) and is not started again:"
                    " stopping",
                    file=sys.stderr,
                    flush=True,
                )
                stopping.append(0)
                status = 1
                break
            print(
                f"Scorepad: {child.name} ended (status {code}): starting it again",
                file=sys.stderr,
                flush=True,
            )
            child.start()
        time.sleep(0.2)
    nginx.signal(nginx.stop_signal)
    gunicorn.signal(gunicorn.stop_signal)
    nginx.wait(25)
    gunicorn.wait(25)
    return status


def main(arguments: list[str]) -> int:
    """Serve; ``arguments`` go to gunicorn (another WSGI application, for the tests)."""
    given = os.environ.get("SERVE_RUN_DIR", "").strip() or os.environ.get("RUNTIME_DIRECTORY", "")
    if given:
        run = Path(given)
        run.mkdir(parents=True, exist_ok=True)
        return serve(run, arguments)
    run = Path(tempfile.mkdtemp(prefix="scorepad-serve-"))
    try:
        return serve(run, arguments)
    finally:
        shutil.rmtree(run, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
