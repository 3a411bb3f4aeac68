# probe: a backend filter string with '-' exclusions and '*' meaning all, applied in order, the result keeping registry order
# inputs
spec = "*,-torch,triton"
extra = "-cublas"
# body
REG = ["torch", "triton", "cublas", "cutlass"]
def select(spec):
    chosen = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if part == "*":
            chosen = list(REG)
        elif part.startswith("-"):
            chosen = [b for b in chosen if b != part[1:]]
        elif part in REG and part not in chosen:
            chosen.append(part)
    return [b for b in REG if b in chosen]
r_a = select(spec)
r_b = select(spec + "," + extra)
r_c = select(extra)
r_d = select("cutlass,torch")
r_e = select(",,")
r_fixed = select("*")
