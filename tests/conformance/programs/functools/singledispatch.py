# probe: functools.singledispatch: registered by annotation, by class, by call; dispatch on the MRO
# inputs
size = "16k"
count = 3
# body
import functools

@functools.singledispatch
def parse(value):
    raise TypeError(f"cannot parse {type(value).__name__}")

@parse.register
def _(value: int):
    return value

@parse.register
def _(value: str):
    return int(value.rstrip("k")) * (1024 if value.endswith("k") else 1)

@parse.register(list)
def _(value):
    return [parse(v) for v in value]

def _tuple(value):
    return tuple(parse(v) for v in value)

r_registered = parse.register(tuple, _tuple) is _tuple

class Shape:
    def __init__(self, n):
        self.n = n

class Square(Shape):
    pass

@parse.register
def _(value: Shape):
    return ("shape", value.n)

r_int = parse(count)
r_str = parse(size)
r_bool = parse(True)
r_list = parse([1, "2k"])
r_tuple = parse((count, size))
r_shape = parse(Shape(2))
r_sub = parse(Square(5))
try:
    parse(1.5)
except TypeError as e:
    r_float = str(e)
r_name = parse.__name__
r_wrapped = parse.__wrapped__.__name__

@functools.singledispatch
def kind(x):
    return "object"

@kind.register(object)
def _(x):
    return "object replaced"

@kind.register(int)
def _(x):
    return "int"

@kind.register(int)
def _(x):
    return "int again"

r_kind = (kind("s"), kind(3), kind(False))
