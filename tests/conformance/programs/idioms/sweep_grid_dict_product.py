# probe: a grid dict expanded into points with product(*grid.values()) zipped to its keys, an empty axis making no points, a scalar axis wrapped
# inputs
m_list = [64, 128]
dt = "fp16"
empty = []
# body
import itertools
grid = {"M": m_list, "dtype": dt, "bs": [1, 2]}
axes = {k: (v if isinstance(v, list) else [v]) for k, v in grid.items()}
points = [dict(zip(axes, combo)) for combo in itertools.product(*axes.values())]
r_n = len(points)
r_first = points[0]
r_last = points[-1]
r_dtypes = sorted({p["dtype"] for p in points})
grid2 = dict(grid, bs=empty)
axes2 = {k: (v if isinstance(v, list) else [v]) for k, v in grid2.items()}
r_n2 = len(list(itertools.product(*axes2.values())))
r_keys = list(axes)
r_str_axis = list(itertools.product("ab", [1]))
