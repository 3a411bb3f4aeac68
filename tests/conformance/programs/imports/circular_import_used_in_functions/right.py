import left
def pong(n):
    return "R" + left.ping(n - 1) if n > 0 else "R"
SEEN = hasattr(left, "NAME")
