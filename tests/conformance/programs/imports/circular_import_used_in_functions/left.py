import right
def ping(n):
    return "L" + right.pong(n - 1) if n > 0 else "L"
NAME = "left"
