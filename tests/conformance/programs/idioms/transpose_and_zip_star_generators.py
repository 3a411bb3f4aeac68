# probe: zip(*rows) transposing rows from a generator (all rows pulled first), ragged rows truncated, zip(*[]) empty, unzip of pairs, strict transpose refusing ragged
# inputs
rows = [[1, 2, 3], [4, 5, 6]]
# body
pulled = []
def row_gen():
    for r in rows:
        pulled.append(len(r))
        yield r
t = zip(*row_gen())
r_pulled_at_zip = list(pulled)
r_transposed = list(t)
r_ragged = list(zip(*[[1, 2, 3], [4], [5, 6]]))
r_empty = list(zip(*[]))
pairs = [("a", 1), ("b", 2), ("c", 3)]
letters, numbers = zip(*pairs)
r_unzip = (letters, numbers)
try:
    list(zip(*[[1, 2], [3]], strict=True))
except ValueError as e:
    r_strict = type(e).__name__
r_back = [list(col) for col in zip(*zip(*rows))]
r_matrix_sum = [sum(col) for col in zip(*rows)]
