# probe: id() distinguishes objects without revealing addresses
# inputs
a = [1]
# body
b = a
c = list(a)
r_same = id(a) == id(b)
r_diff = id(a) == id(c)
r_type = type(id(a)).__name__
r_is_and_id = (a is b) == (id(a) == id(b))
