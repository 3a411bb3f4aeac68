# probe: set iteration order and pop of ints where hash(-1) == hash(-2), negatives, ints past 2**61, floats, tuples (all deterministic hashes)
# inputs
a = -1
# body
r1 = list({a, -2, 3})
r2 = list({-2, a})
r3 = list({a, -2})
s = {-2, a, 7, 8, 16}
r_pop = s.pop()
r4 = list({2 ** 61 - 1, 2 ** 61, 1, 0})
r5 = list({2.5, 0.5, 1.5, -1.0})
r6 = list({(1, 2), (0, 1), (2, 0)})
r7 = list({10 ** 20, 3, 2 ** 64})
r8 = list({-8, -16, 8, 16, 0})
r9 = list({True, 2, -3})
