# probe: typing.NamedTuple as a config record: defaults, methods, _replace/_asdict/_fields/_make, sweeps over records
# inputs
batch = 32
dtypes = ["float32", "bfloat16"]
# body
from typing import NamedTuple, Optional, Tuple
class Config(NamedTuple):
    batch: int
    dtype: str = "float32"
    shape: Tuple[int, ...] = (1, 1)
    seed: Optional[int] = None
    def numel(self):
        n = 1
        for d in self.shape:
            n *= d
        return n * self.batch
    def with_dtype(self, dt):
        return self._replace(dtype=dt)
    def __str__(self):
        return f"Config<{self.batch},{self.dtype}>"
base = Config(batch, shape=(4, 8))
r_base = tuple(base)
r_numel = base.numel()
r_str = str(base)
r_repr = repr(base)
sweep = [base.with_dtype(dt) for dt in dtypes]
r_sweep = [tuple(c) for c in sweep]
r_sweep_dtypes = [c.dtype for c in sweep]
r_fields = Config._fields
r_defaults = Config._field_defaults
r_asdict = dict(base._asdict())
r_asdict_type = type(base._asdict()).__name__
r_make = tuple(Config._make([1, "int8", (2,), 7]))
r_replace_many = tuple(base._replace(batch=1, seed=0))
try:
    base._replace(bogus=1)
except ValueError as e:
    r_replace_bad = type(e).__name__
try:
    Config._make([1])
except TypeError as e:
    r_make_short = type(e).__name__
r_eq = base == (batch, "float32", (4, 8), None)
r_lt = Config(1) < Config(2)
r_hash_eq = hash(base) == hash(tuple(base))
r_index = base.index("float32")
r_slice = base[1:3]
r_getitem = base[-1]
r_len = len(base)
r_add = base + (1,)
r_add_type = type(base + (1,)).__name__
r_keyed = {c: c.dtype for c in sweep}[Config(batch, "bfloat16", (4, 8))]
r_sorted = [c.dtype for c in sorted(sweep)]
try:
    Config(1, 2, 3, 4, 5)
except TypeError as e:
    r_too_many = type(e).__name__
try:
    Config(1, batch=2)
except TypeError as e:
    r_dup = type(e).__name__
r_annotations = list(Config.__annotations__)
r_doc_name = Config.__name__
