import { t } from '#web/lib/i18n';
/** What a letterhead shows of the company (the public answers' `company`). */
export type LetterheadCompany = {
  name: string;
  logoUrl?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
};

const sizes = {
  /** A document's header (the public invoice): the name as its heading. */
  document: { logo: 'h-14 max-w-40', name: 'text-xl', address: 'mt-1 gap-0.5' },
  /** Above a conversation (the public messages page). */
  compact: { logo: 'h-12 max-w-36', name: 'text-lg', address: 'text-sm' },
} as const;

/**
 * The company's logo, name and contact lines (address; phone · e-mail; website), as the public pages print them.
 * `headingLevel` 2 makes the name the document's heading; without it the name is plain text.
 */
export function CompanyLetterhead({
  company,
  size,
  headingLevel,
}: {
  company: LetterheadCompany;
  size: keyof typeof sizes;
  headingLevel?: 2;
}) {
  const s = sizes[size];
  const contact = [company.phone, company.email].filter(Boolean).join(' · ');
  const Name = headingLevel === 2 ? 'h2' : 'p';
  return (
    <>
      {company.logoUrl ? (
        <img
          src={company.logoUrl}
          alt={t('common:logoOf', { name: company.name })}
          className={`${s.logo} w-auto self-start object-contain`}
        />
      ) : null}
      <div className="min-w-0">
        <Name className={`font-bold ${s.name} text-slate-900 wrap-anywhere`}>{company.name}</Name>
        <address className={`grid ${s.address} text-slate-600 not-italic wrap-anywhere`}>
          {[company.address, contact, company.website].filter(Boolean).map((line) => (
            <span key={line} className="whitespace-pre-line">
              {line}
            </span>
          ))}
        </address>
      </div>
    </>
  );
}
