"""Which words count, and which are verbs, for the game's dictionary option."""

DICTIONARIES = ("common", "large", "huge")
VOTE_MODES = ("vote_majority", "vote_unanimous")
JUDGE = "huge"


def load(name):
    from inkwell.words import load as words_load
    return words_load(name)


def is_vote(name):
    return name in VOTE_MODES


def checking_list(options):
    """The list that judges words and verbs: the option's, or the judge's with votes."""
    name = options["dictionary"]
    return JUDGE if is_vote(name) else name


def is_word(name, text):
    return load(name).is_word(text)


def is_verb(options):
    """is_verb(text) for objective 7, by the verb list of the game's dictionary."""
    return load(checking_list(options)).is_verb


def find_words(name, tiles, **limits):
    """The bots' word finder over dictionary `name` (see inkwell.words)."""
    from inkwell.words import find_words as finder
    return finder(load(name), tiles, **limits)
