# Score tables and the end-of-game screen (Rematch, Back to lobby).
from dom import esc


def row_html(name, cells, winner=False):
    """One player's row; cells are HTML."""
    return ('<tr' + (' class="winner"' if winner else '') + '><th scope="row">' + esc(name)
            + (' <span class="tag">winner</span>' if winner else '') + '</th>'
            + "".join('<td>' + c + '</td>' for c in cells) + '</tr>')


def table_html(columns, rows):
    return ('<table class="scores"><thead><tr>'
            + "".join('<th scope="col">' + c + '</th>' for c in columns)
            + '</tr></thead><tbody>' + "".join(rows) + '</tbody></table>')


def end_html(prefix, head, table, before="", after="", again="", room=False):
    """The final scores; `again` labels the rematch button (none in a room,
    whose host decides); the replay's buttons (screen.py enables them)."""
    return ('<section class="end" aria-labelledby="' + prefix + '-end-title"><h1 id="' + prefix
            + '-end-title">Game over: ' + esc(head) + '</h1>' + before + table + after
            + '<div class="controls">'
            + ('' if room else '<button type="button" data-act="rematch" data-k="rematch">' + again
               + '</button>')
            + '<button type="button" class="secondary" data-act="replay" data-k="replay">'
            'Watch the replay</button><button type="button" class="secondary" data-act="share-replay"'
            ' data-k="share-replay">Share the replay</button>'
            + '<button type="button" class="secondary" data-act="lobby" data-k="lobby">Back to lobby'
            '</button></div></section>')


def winners_head(names):
    """'Ann wins!', 'Ann and Bob win!', 'You win!' (a seat may be named You)"""
    return " and ".join(names) + (" wins!" if len(names) == 1 and names[0] != "You" else " win!")


# -- the story of each seat's words: the engine's outcome "words" and "table" --

def words_of(view, seat):
    """The engine's summary of `seat`'s words (core.words), {} if none."""
    words = (view.get("outcome") or {}).get("words") or []
    return words[seat] if 0 <= seat < len(words) and isinstance(words[seat], dict) else {}


def word_said(best):
    """'PHENOL (9¢)' for a best word; '—' for none."""
    if not isinstance(best, dict) or not best.get("word"):
        return "—"
    return esc(str(best["word"]).upper()) + ' <span class="muted">(' + esc(str(best.get("shown") or "")) + ')</span>'


def longest_said(view, seat):
    return esc(str(words_of(view, seat).get("longest") or "—").upper())


def table_html_after(view, name_of):
    """'Longest word: … by …' and 'Best word: … by …', as the engine found them."""
    table = (view.get("outcome") or {}).get("table") or {}
    out = ""
    longest, best = table.get("longest"), table.get("best")
    if longest:
        out += ('<p>Longest word: <strong>' + esc(longest["word"].upper()) + '</strong> by '
                + esc(name_of(view, longest["seat"])) + '</p>')
    if best:
        out += ('<p>Best word: <strong>' + word_said(best) + '</strong> by '
                + esc(name_of(view, best["seat"])) + '</p>')
    return out
