p = "P"
q = "Q"
pq = "PQ"
__all__ = "pq"
