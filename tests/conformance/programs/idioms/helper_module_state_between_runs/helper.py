import functools

def append_default(x, acc=[]):
    acc.append(x)
    return list(acc)

def make_counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump

bump = make_counter()

def gen():
    yield "a"
    yield "b"
    yield "c"

GEN = gen()

class Settings:
    level = 1

calls = []

@functools.lru_cache(maxsize=None)
def cached(x):
    calls.append(x)
    return x * 2

@functools.singledispatch
def kind(x):
    return "default"

def tagged():
    return getattr(tagged, "tag", "untagged")
