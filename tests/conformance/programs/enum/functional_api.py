# probe: Enum('Name', 'A B C') functional API
# inputs
names = "RED GREEN"
# body
from enum import Enum
Color = Enum("Color", names)
r_values = [c.value for c in Color]
r_names = [c.name for c in Color]
Pairs = Enum("Pairs", [("X", 10), ("Y", 20)])
r_pairs = Pairs.Y.value
r_type_name = Color.__name__
