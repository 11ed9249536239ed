import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import type { Deal } from '@core/schemas/deals';
import { Button } from '@web/components/ui/button';
import { DealForm } from '../deals/deal-form';
import { AnalysisReviewStep } from './analysis-review-step';
import { populateDealForm, populationToast, type Population } from './form-population';
import { PopulationNotice } from './population-notice';

/** Cleans the analysis into form values and says how it went (SPEC §8 "Form population"). */
function populate(analysis: DocumentAnalysis): Population | null {
  try {
    const population = populateDealForm(analysis);
    const outcome = populationToast(population);
    if (outcome?.kind === 'success') toast.success(outcome.title, { description: outcome.description });
    else if (outcome) toast.error(outcome.title, { description: outcome.description });
    return population;
  } catch (error) {
    toast.error('Error populating form', { description: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

interface DealFromDocumentStepsProps {
  analysis: DocumentAnalysis;
  onCreated: (deal: Deal) => void;
  onCancel: () => void;
}

/**
 * The two steps of SPEC §2's dialog: review, then edit. Rendered inside the dialog's content, so closing the
 * dialog drops this state: it opens again at the review with no population (SPEC §4).
 */
export function DealFromDocumentSteps({ analysis, onCreated, onCancel }: DealFromDocumentStepsProps) {
  const [step, setStep] = useState<'review' | 'edit'>('review');
  const [population, setPopulation] = useState<Population | null>(null);
  // The form reads its initial values once: a retry starts a new form.
  const [formKey, setFormKey] = useState(0);

  const runPopulation = () => {
    setPopulation(populate(analysis));
    setFormKey((key) => key + 1);
  };

  if (step === 'review') {
    return (
      <AnalysisReviewStep
        analysis={analysis}
        onProceed={() => {
          runPopulation();
          setStep('edit');
        }}
        onCancel={onCancel}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" className="self-start" onClick={() => setStep('review')}>
        <ArrowLeft aria-hidden="true" />
        Back to Analysis
      </Button>
      {population && population.attempted.length > 0 && <PopulationNotice population={population} onRetry={runPopulation} />}
      <DealForm key={formKey} initialValues={population?.values} confidence={population?.confidence} onCreated={onCreated} onCancel={onCancel} />
    </div>
  );
}
