# probe: list comprehensions with conditions and several for clauses
# inputs
xs = [1, 2, 3, 4, 5, 6]
ys = "ab"
# body
r_squares = [x * x for x in xs]
r_even = [x for x in xs if x % 2 == 0]
r_two_ifs = [x for x in xs if x > 1 if x < 5]
r_product = [(x, y) for x in xs[:2] for y in ys]
r_dependent = [(i, j) for i in range(3) for j in range(i)]
r_cond_expr = [x if x > 3 else 0 for x in xs]
r_len = len([x for x in xs if x > 2])
r_empty = [x for x in [] if x]
