"""A plain module."""
LIMIT = 4


def helper(x):
    return x * LIMIT


class Thing:
    pass


later = helper(2)
