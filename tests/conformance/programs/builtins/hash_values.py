# probe: hash values CPython fixes: small ints, -1, equal numbers of different types, tuples with -1/-2, modulus 2**61-1; unhashable nested
# inputs
m = 2**61 - 1
xs = (-1, -2)
# body
r_minus_one = (hash(-1), hash(-2))
r_equal_types = hash(1) == hash(1.0) == hash(True)
r_modulus = (hash(m), hash(m + 1), hash(-m), hash(m * 2 + 5))
r_bool = (hash(True), hash(False))
r_empty_tuple = hash(()) == hash(tuple())
def attempt(x):
    try:
        hash(x)
        return "ok"
    except TypeError as e:
        return type(e).__name__
r_nested = (attempt((1, (2, [3]))), attempt((1, frozenset({2}))), attempt(((), {})), attempt(slice(1, 2)), attempt(range(3)))
r_tuple_collide = hash((xs[0],)) == hash((xs[1],))
r_floats = (hash(0.5), hash(1.5), hash(-0.0), hash(float("inf")), hash(float("-inf")))
r_big = hash(2**64)
r_tuple_eq = hash((1, "a")) == hash((1.0, "a"))
r_frozen_eq = hash(frozenset({1, 2})) == hash(frozenset([2, 1]))
