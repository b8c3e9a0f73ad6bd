# One game is on screen at a time: work started for an older one (a bot
# loop, a timer, a fetch) checks its token and stops when the screen moves on.
_token = [0]


def new_token():
    _token[0] += 1
    return _token[0]


def current():
    return _token[0]


def alive(token):
    return token == _token[0]
