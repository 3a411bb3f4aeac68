X = 1
_Y = 2
def f():
    return 3
