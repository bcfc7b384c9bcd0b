"""A terminal app in a browser tab, through textual-serve's page, scripts and process runner.

textual-serve (Textualize's own package, on aiohttp) runs one app process per browser
connection and streams its screen to xterm.js in the page. Its ``Server`` serves one fixed
command at ``/``; wordcards needs its own routes (a seat page per private link, one tab at a
time for ``serve``), so this module reuses its template, static files and ``AppService``.
"""

from __future__ import annotations

import asyncio
import html
import logging
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
import textual_serve
from aiohttp import WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

SERVE_ROOT = Path(textual_serve.__file__).parent
log = logging.getLogger("wordcards.web")


class _BadRequestsUnsaid(logging.Filter):
    """Drops aiohttp's report of a request that was not HTTP or broke its limits (a line too
    long, a header mangled): the client gets its 400, and the report, a traceback on the
    host's console, reads as the host's crash. Any other error is still reported."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, HttpProcessingError)


def quiet_bad_requests() -> None:
    """Leave requests that are not HTTP off the console (see _BadRequestsUnsaid)."""
    server_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(kept, _BadRequestsUnsaid) for kept in server_log.filters):
        server_log.addFilter(_BadRequestsUnsaid())


class _Service(AppService):
    """textual-serve's process runner, with extra environment (a seat's private link
    travels in the environment, not on a command line other users can read)."""

    def __init__(self, command: str, extra_env: dict[str, str], **kwargs: Any):
        super().__init__(command, **kwargs)
        self._extra_env = extra_env

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        return {**super()._build_environment(width, height), **self._extra_env}


class TerminalPages:
    """The page that shows a terminal app, and the websocket that runs it."""

    def __init__(self) -> None:
        self.downloads = DownloadManager()

    def setup(self, app: web.Application) -> None:
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(SERVE_ROOT / "templates"))
        app.router.add_static("/static", SERVE_ROOT / "static", name="static")

    def page(self, request: web.Request, title: str, websocket_path: str) -> web.Response:
        base = f"{request.scheme}://{request.host}"
        scheme = "wss" if request.scheme == "https" else "ws"
        context = {
            "font_size": 16,
            "app_websocket_url": f"{scheme}://{request.host}{websocket_path}",
            "config": {"static": {"url": f"{base}/static/"}},
            "application": {"name": title},
            "ping_url": "",
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        response.headers["Cache-Control"] = "no-store"
        response.headers["Referrer-Policy"] = "no-referrer"  # a seat link never leaks as a referrer
        return response

    async def run(self, request: web.Request, command: str, extra_env: dict[str, str] | None = None) -> web.WebSocketResponse:
        """Run ``command`` for this browser tab until the tab or the app closes."""
        websocket = web.WebSocketResponse(heartbeat=15)
        width = _int(request.query.get("width"), 80)
        height = _int(request.query.get("height"), 24)
        await websocket.prepare(request)
        service = _Service(
            command,
            extra_env or {},
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.downloads,
        )
        try:
            await service.start(width, height)
            async for message in websocket:
                if message.type != WSMsgType.TEXT:
                    continue
                try:
                    envelope = message.json()
                except (ValueError, RecursionError):  # a frame no page sends: skipped, not the tab's end
                    continue
                if not (isinstance(envelope, list) and len(envelope) == 2):
                    continue
                kind, data = envelope
                if kind == "stdin" and isinstance(data, str):
                    await service.send_bytes(data.encode("utf-8"))
                elif kind == "resize" and isinstance(data, dict):
                    await service.set_terminal_size(_int(data.get("width"), width), _int(data.get("height"), height))
                elif kind == "ping":
                    await websocket.send_json(["pong", data])
                elif kind == "blur":
                    await service.blur()
                elif kind == "focus":
                    await service.focus()
        except asyncio.CancelledError:
            pass
        except Exception:  # a broken tab must not take the server down
            log.exception("a browser tab failed")
        finally:
            await service.stop()
            await websocket.close()
        return websocket


    async def refuse(self, request: web.Request, text: str) -> web.WebSocketResponse:
        """A browser tab given one line on its terminal, and no process. The line stays
        until the tab closes (closed by the host, the page covers it with "Session ended")."""
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        await websocket.send_bytes(f"\r\n  {text}\r\n".encode())
        async for _ in websocket:  # what the tab sends (its size, pings) changes nothing
            pass
        return websocket


def notice_page(title: str, text: str, status: int = 200) -> web.Response:
    """A plain page with one message (a busy game, a wrong link)."""
    body = (
        "<!doctype html><html><head><meta charset='utf-8'><title>{0}</title></head>"
        "<body style='font-family:sans-serif;max-width:40em;margin:3em auto'>"
        "<h1>{0}</h1><p>{1}</p></body></html>"
    ).format(html.escape(title), html.escape(text))
    return web.Response(text=body, content_type="text/html", status=status, headers={"Cache-Control": "no-store"})


def _int(value: object, default: int) -> int:
    try:
        number = int(str(value))
    except ValueError:
        return default
    return number if 1 <= number <= 1000 else default
