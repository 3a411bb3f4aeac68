# probe: annotated assignments bind only with a value; annotations do not convert
# inputs
v = "5"
# body
x: int = v
r_x = x
y: list[int]
try:
    y
    r_y = "bound"
except NameError:
    r_y = "unbound"
class C:
    a: int
    b: str = "s"
r_has_a = hasattr(C, "a")
r_b = C.b
r_annotations = sorted(C.__annotations__)
