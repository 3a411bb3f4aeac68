# probe: list/dict/set comprehensions nested and filtered, walrus binding in a comprehension's condition leaking to the module, loop variables not leaking, dict comprehension with duplicate keys, comprehension over a list it appends to
# inputs
shapes = [(1, 8), (4, 4), (16, 2), (3, 3)]
limit = 10
# body
r_flat = [x for s in shapes for x in s]
r_flat_cond = [x for s in shapes if s[0] > 1 for x in s if x % 2 == 0]
r_nested = [[x * y for y in range(3)] for x in range(3)]
r_pairs = [(a, b) for a in range(3) for b in range(a)]
r_walrus = [p for m, n in shapes if (p := m * n) > limit]
r_walrus_last = p
r_walrus_all = [(y := m + n) for m, n in shapes]
r_walrus_y = y
r_dict_dup = {m % 2: n for m, n in shapes}
r_dict_dup_order = list({k: 0 for k in "banana"})
r_set = {m * n for m, n in shapes}
r_set_sorted = sorted({m * n for m, n in shapes})
r_dict_cond = {f"{m}x{n}": m * n for m, n in shapes if m <= n}
r_ternary = [m if m > n else n for m, n in shapes]
r_nested_dict = {m: {n: m * n for n in range(2)} for m, _ in shapes[:2]}
x = "outer"
r_leak = [x for x in range(3)]
r_x_after = x
r_gen_sum = sum(m * n for m, n in shapes)
r_gen_tuple = tuple(m for m, _ in shapes)
r_matrix_T = [[row[i] for row in r_nested] for i in range(3)]
total = 0
r_running = [total := total + m for m, _ in shapes]
r_total = total
r_cond_chain = [v for v in range(20) if v % 2 if v % 3]
src = [1, 2, 3]
r_over_copy = [src.append(v * 10) or v for v in src[:]]
r_src = src
r_empty = ([x for x in []], {k: k for k in ()}, {v for v in ""})
r_comp_of_comp = [sum(r) for r in [[m] * n for m, n in shapes]]
r_zipped = [a + b for a, b in zip(*shapes[:2])]
