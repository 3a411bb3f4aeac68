A = 1
_B = 2
def __dir__():
    return ["zeta", "alpha", "A"]
