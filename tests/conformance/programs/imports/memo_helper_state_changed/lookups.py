CFG = {"dtypes": ["bf16", "fp16"]}
def n_dtypes():
    a = 1
    b = 2
    c = a * b
    return len(CFG["dtypes"]) + c
class _Settings:
    def __init__(self):
        self.dtype = "bf16"
SETTINGS = _Settings()
def current():
    a = 1
    b = 2
    c = a * b
    return SETTINGS.dtype * c
class Limits:
    smem = 100
def smem():
    a = 1
    b = 2
    c = a * b
    return Limits.smem + c
def _mk():
    seen = []
    def add(x):
        seen.append(x)
    def count():
        a = 1
        b = 2
        c = a * b
        return len(seen) + c
    return add, count
add_seen, seen_count = _mk()
def tagged():
    a = 1
    b = 2
    c = a * b
    return getattr(tagged, "tag", "none") * c
