# probe: `isinstance` and `issubclass` refuse a built-in function where a class goes (TypeError), unless a class before it in the tuple answered first; nested tuples are gone over in order
# inputs
n = 1
# body
class Ix:
    pass
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
alone = [attempt(lambda: isinstance(Ix(), len)), attempt(lambda: issubclass(int, len)), attempt(lambda: isinstance(n, abs))]
answered_first = [attempt(lambda: isinstance(n, (int, len))), attempt(lambda: isinstance("a", ((str,), abs))),
                  attempt(lambda: issubclass(bool, (int, len))), attempt(lambda: isinstance(Ix(), (Ix, len)))]
refused_first = [attempt(lambda: isinstance(n, (len, int))), attempt(lambda: issubclass(str, (int, len))),
                 attempt(lambda: isinstance(n, (str, (float, len))))]
