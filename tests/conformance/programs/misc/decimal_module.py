# probe: decimal arithmetic is exact in base 10
# inputs
a = "0.1"
b = "0.2"
# body
from decimal import Decimal
r_sum = str(Decimal(a) + Decimal(b))
r_eq = Decimal(a) + Decimal(b) == Decimal("0.3")
r_quant = str(Decimal("2.675").quantize(Decimal("0.01")))
r_int = int(Decimal("7.9"))
