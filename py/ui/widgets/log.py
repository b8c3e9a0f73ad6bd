# The game log: the latest events as sentences, read out as they come.


def log_html(prefix, lines):
    """lines: HTML sentences, oldest first."""
    return ('<h2 class="zone-title" id="' + prefix + '-log-title">Game log</h2><ol class="log" '
            'role="log" aria-labelledby="' + prefix + '-log-title">'
            + "".join('<li>' + line + '</li>' for line in lines) + '</ol>')
