# probe: nested comprehensions (matrix transpose, flatten)
# inputs
m = [[1, 2, 3], [4, 5, 6]]
# body
r_transpose = [[row[i] for row in m] for i in range(3)]
r_flat = [v for row in m for v in row]
r_nested_set = [{v % 2 for v in row} for row in m]
r_dict_of_lists = {i: [v for v in row if v > 2] for i, row in enumerate(m)}
r_sum_rows = [sum(v for v in row) for row in m]
