/**
 * What the triggers on payment_tin must keep (docs/decisions/069), recomputed from the parts: each
 * payment's set of TINs, each day's count of payments per set under each of its TINs, and each part's
 * date that of its payment. Each row is a difference (`difference`); none is the answer when they are kept.
 * Read by the payment search's tests and the scale seed's.
 */
export const COUNTS_AGAINST_THE_PARTS = `WITH sets AS (SELECT payment_id, string_agg(ftin, ',' ORDER BY ftin) AS tins FROM payment_tin GROUP BY payment_id),
     expected AS (
       SELECT t.ftin, p.payment_date, s.tins, count(*)::int AS payments
       FROM sets s JOIN payment p USING (payment_id) CROSS JOIN LATERAL unnest(string_to_array(s.tins, ',')) AS t(ftin) GROUP BY 1, 2, 3),
     kept AS (SELECT ftin, payment_date, tins, payments FROM payment_tin_day)
     SELECT 'payment ' || p.payment_id || ' has tins "' || p.tins || '", its parts "' || coalesce(s.tins, '') || '"' AS difference
       FROM payment p LEFT JOIN sets s USING (payment_id) WHERE p.tins <> coalesce(s.tins, '')
     UNION ALL SELECT 'missing ' || ftin || ' ' || payment_date || ' ' || tins || ' ' || payments FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM kept) m
     UNION ALL SELECT 'extra ' || ftin || ' ' || payment_date || ' ' || tins || ' ' || payments FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM expected) x
     UNION ALL SELECT 'part ' || pt.payment_id || ' ' || pt.ftin || ' dated ' || pt.payment_date FROM payment_tin pt JOIN payment p USING (payment_id) WHERE pt.payment_date <> p.payment_date`;
