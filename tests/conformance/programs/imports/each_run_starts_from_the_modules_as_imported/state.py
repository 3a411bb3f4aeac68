COUNT = 0
LOG = []
TABLE = {}


class Box:
    n = 0


def bump():
    global COUNT
    COUNT += 1
    return COUNT
